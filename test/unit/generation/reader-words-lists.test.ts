import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { READER_SOURCES } from '#test/fixtures/reader-sources';

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
  it.each(READER_SOURCES)('%s holds no list of words of its own', (file) => {
    // arrange / act
    const lists = literalTexts(file).flatMap(wordLists);
    // assert
    expect(lists).toEqual([]);
  });

  it('reads every reading file, the offline planner and the checklist', () => {
    // assert
    expect(READER_SOURCES).toContain('shared/generation/reading/negation.ts');
    expect(READER_SOURCES).toContain('shared/generation/reading/services.ts');
    expect(READER_SOURCES).toContain('functions/lib/simulators/offline-planner/read-brief.ts');
    expect(READER_SOURCES).toContain('shared/generation/checklist/stated.ts');
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
