import React, { Fragment, type ReactNode } from 'react';
import { runtimes } from '../../data/platform';
import { disjunctionParts, type FactsLocale } from './format';
import { useFactsLocale } from './useFactsLocale';

export type RuntimeId = (typeof runtimes)[number]['id'];

/**
 * Files as code, joined with the locale's "or": `requirements.txt` or
 * `pyproject.toml`, … oder …, … または …, … 또는 ….
 */
export function FileAlternatives({
  files,
  locale,
  join = 'disjunction',
}: {
  files: readonly string[];
  locale: FactsLocale;
  join?: 'disjunction' | 'conjunction';
}): ReactNode {
  return (
    <>
      {disjunctionParts(files, locale, join).map((part, index) =>
        part.type === 'element' ? (
          <code key={index}>{part.value}</code>
        ) : (
          <Fragment key={index}>{part.value}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * The files the build detects a runtime by, from the facts module, in running
 * text or a table cell: `<DetectedBy runtime="python" />`. Any one of the files
 * is enough, so they are alternatives; the sentence around them should read
 * right with one file or several ("an der Datei …", "… から検出し", "… 파일을 보고").
 */
export default function DetectedBy({ runtime }: { runtime: RuntimeId }): ReactNode {
  const locale = useFactsLocale();
  const entry = runtimes.find((candidate) => candidate.id === runtime);
  if (!entry) throw new Error(`Unknown runtime ${runtime}`);
  return <FileAlternatives files={entry.detectedBy} locale={locale} />;
}

/**
 * Names from the facts as code, all of them, joined with the reader's "and":
 * `<CodeList names={attachedResourceVariables.postgres} />`.
 */
export function CodeList({ names }: { names: readonly string[] }): ReactNode {
  return <FileAlternatives files={names} locale={useFactsLocale()} join="conjunction" />;
}
