/**
 * Commander's help in the reader's language. Commander writes its own English headings
 * ("Usage:", "Options:", "Commands:", "Arguments:") and placeholders ("[options]",
 * "[command]", "<file>"); the configuration here swaps them for the words of one language.
 *
 * @example
 * program.configureHelp(localiseHelp('ru')); // before adding subcommands: they inherit it
 */
import { Help, type Argument, type Command, type HelpConfiguration, type Option } from 'commander';
import type { Language } from './language.js';

/** The headings commander's `formatHelp` passes to `styleTitle`. */
export type HelpHeading = 'Usage:' | 'Arguments:' | 'Options:' | 'Global Options:' | 'Commands:';

/** The labels commander puts in parentheses after a description, as in "(default: 3)". */
export type HelpLabel = 'choices' | 'default' | 'preset' | 'env';

export interface HelpWords {
  readonly headings: Readonly<Record<HelpHeading, string>>;
  readonly labels: Readonly<Record<HelpLabel, string>>;
  /** Names inside <…> and […] in usage lines and option terms; a name not listed is kept. */
  readonly placeholders: Readonly<Record<string, string>>;
}

export const HELP_WORDS: Readonly<Record<Language, HelpWords>> = {
  en: {
    headings: { 'Usage:': 'Usage:', 'Arguments:': 'Arguments:', 'Options:': 'Options:', 'Global Options:': 'Global Options:', 'Commands:': 'Commands:' },
    labels: { choices: 'choices', default: 'default', preset: 'preset', env: 'env' },
    placeholders: {},
  },
  ru: {
    headings: { 'Usage:': 'Использование:', 'Arguments:': 'Аргументы:', 'Options:': 'Параметры:', 'Global Options:': 'Общие параметры:', 'Commands:': 'Команды:' },
    labels: { choices: 'варианты', default: 'по умолчанию', preset: 'без значения', env: 'переменная окружения' },
    placeholders: { options: 'параметры', command: 'команда', file: 'файл', code: 'язык', n: 'число', out: 'файл', model: 'модель', id: 'модель', ids: 'модели', name: 'название', game: 'игра', value: 'значение' },
  },
};

const isHeading = (title: string, words: HelpWords): title is HelpHeading => Object.hasOwn(words.headings, title);

const placeholder = (name: string, words: HelpWords) => (Object.hasOwn(words.placeholders, name) ? (words.placeholders[name] ?? name) : name);

/** "--lang <code>" → "--lang <язык>", "[options] [command]" → "[параметры] [команда]". */
function replacePlaceholders(text: string, words: HelpWords): string {
  return text.replace(/([<[])([A-Za-z][\w-]*)(\.\.\.)?([>\]])/g, (_whole, open: string, name: string, dots: string | undefined, close: string) => `${open}${placeholder(name, words)}${dots ?? ''}${close}`);
}

/** "(choices: "a", "b", default: "a")" with the labels of the language. */
function replaceLabels(text: string, words: HelpWords): string {
  return text.replace(/(\(|, )(choices|default|preset|env): /g, (_whole, before: string, label: HelpLabel) => `${before}${words.labels[label]}: `);
}

/**
 * A configuration for commander's `configureHelp`: headings, placeholders and description
 * labels in the given language. Takes a language or anything that carries one (a catalogue).
 */
export function localiseHelp(language: Language | { readonly language: Language }): HelpConfiguration {
  const words = HELP_WORDS[typeof language === 'string' ? language : language.language];
  // Commander's own texts come from a plain Help, then the words are swapped in.
  const base = new Help();
  return {
    styleTitle: (title: string) => (isHeading(title, words) ? words.headings[title] : title),
    commandUsage: (cmd: Command) => replacePlaceholders(base.commandUsage(cmd), words),
    subcommandTerm: (cmd: Command) => replacePlaceholders(base.subcommandTerm(cmd), words),
    optionTerm: (option: Option) => replacePlaceholders(base.optionTerm(option), words),
    argumentTerm: (argument: Argument) => placeholder(argument.name(), words),
    optionDescription: (option: Option) => replaceLabels(base.optionDescription(option), words),
    argumentDescription: (argument: Argument) => replaceLabels(base.argumentDescription(argument), words),
  };
}
