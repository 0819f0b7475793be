import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The reader files whose words live in vocabulary data (negation-words.ts, own-words.ts): their
 * patterns are built from those lists and hold none of their own. A reader file joins this list
 * once its words have moved.
 */
const READERS_WITHOUT_OWN_WORDS = [
  'shared/generation/reading/negation.ts',
  'shared/generation/reading/existing.ts',
  'shared/generation/checklist/negation.ts',
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

/** The texts of a file's patterns: regular-expression literals, and the literal parts of what `new RegExp` is given. */
function patternTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) found.push(node.text);
    if (ts.isNewExpression(node) && node.expression.getText(source) === 'RegExp')
      for (const arg of node.arguments ?? [])
        if (ts.isStringLiteralLike(arg)) found.push(arg.text);
        // a template's substitutions are code (`${CUES_WORDS.join('|')}`), its literal parts are words
        else if (ts.isTemplateExpression(arg))
          for (const part of [arg.head, ...arg.templateSpans.map((span) => span.literal)])
            found.push(part.rawText ?? part.text);
        else if (ts.isTaggedTemplateExpression(arg)) {
          const template = arg.template;
          if (ts.isNoSubstitutionTemplateLiteral(template)) found.push(template.rawText ?? template.text);
          else
            for (const part of [template.head, ...template.templateSpans.map((span) => span.literal)])
              found.push(part.rawText ?? part.text);
        }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('reader files whose words are vocabulary data', () => {
  it.each(READERS_WITHOUT_OWN_WORDS)('%s holds no list of words of its own', (file) => {
    // arrange / act
    const lists = patternTexts(file).flatMap(wordLists);
    // assert
    expect(lists).toEqual([]);
  });

  it('catches a list of words written in a pattern, in English and Arabic', () => {
    // arrange / act
    const english = wordLists(/\b(?:no|not|without|never|nor)\b/.source);
    const arabic = wordLists(/(?:بدون|من دون|من غير|دون|بلا)/.source);
    const grammar = wordLists(/\b(?:is|are|was|were) (?:that|which)\b/.source);
    // assert
    expect(english).toEqual(['no|not|without|never|nor']);
    expect(arabic).toEqual(['بدون|من دون|من غير|دون|بلا']);
    expect(grammar).toEqual([]);
  });
});
