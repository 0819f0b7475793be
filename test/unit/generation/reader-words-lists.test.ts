import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The source files under a folder, its own folders' files too. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(dir, f));

/**
 * The brief reader's code: its patterns are built from the vocabulary files (negation-words.ts,
 * own-words.ts, grammar-words.ts, lexicon.ts, time-words.ts, the services' words) and hold no list
 * of words of their own. A new word is a line in a vocabulary file, never an alternative in a
 * reader's pattern.
 */
const READER = [
  ...filesUnder('shared/generation/reading'),
  ...filesUnder('functions/lib/simulators/offline-planner'),
  // the requirements checklist reads the brief too
  ...filesUnder('shared/generation/checklist'),
];

/** More alternatives than this, each a plain word or phrase, make a list of words: vocabulary, not grammar. */
const MOST_ALTERNATIVES = 4;

/** A run of alternatives that are plain words or phrases, English or Arabic ("no|not|without|never|nor"). */
const WORD_RUN = /(?:[a-z\u0621-\u064a'][a-z\u0621-\u064a' ]*\|)+[a-z\u0621-\u064a'][a-z\u0621-\u064a' ]*/g;

/** The runs of plain-word alternatives longer than MOST_ALTERNATIVES in one pattern's text. */
function wordLists(pattern: string): string[] {
  return [...pattern.matchAll(WORD_RUN)]
    .map((m) => m[0])
    .filter((run) => run.split('|').filter((w) => w.trim().length >= 2).length > MOST_ALTERNATIVES);
}

/**
 * The texts a file could build a pattern from: regular-expression literals, strings, and the
 * literal parts of templates (a template's substitutions are code, `${CUES_WORDS.join('|')}`).
 */
function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) found.push(node.text);
    else if (ts.isStringLiteralLike(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node))
      for (const part of [node.head, ...node.templateSpans.map((span) => span.literal)])
        found.push(part.rawText ?? part.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the reader's code holds no list of words", () => {
  it.each(READER)('%s holds no list of words of its own', (file) => {
    // arrange / act
    const lists = literalTexts(file).flatMap(wordLists);
    // assert
    expect(lists).toEqual([]);
  });

  it('reads every reading file, the offline planner and the checklist', () => {
    // assert
    expect(READER).toContain('shared/generation/reading/negation.ts');
    expect(READER).toContain('shared/generation/reading/services.ts');
    expect(READER).toContain('functions/lib/simulators/offline-planner/read-brief.ts');
    expect(READER).toContain('shared/generation/checklist/stated.ts');
  });

  it('catches a list of words written in a pattern or a string, in English and Arabic', () => {
    // arrange / act
    const english = wordLists(/\b(?:no|not|without|never|nor)\b/.source);
    const arabic = wordLists(/(?:بدون|من دون|من غير|دون|بلا)/.source);
    const inString = wordLists('(?:concurrent |active |daily |monthly |registered )?');
    const grammar = wordLists(/\b(?:is|are|was|were) (?:that|which)\b/.source);
    // assert
    expect(english).toEqual(['no|not|without|never|nor']);
    expect(arabic).toEqual(['بدون|من دون|من غير|دون|بلا']);
    expect(inString).toEqual(['concurrent |active |daily |monthly |registered ']);
    expect(grammar).toEqual([]);
  });
});
