import React, { type ReactNode } from 'react';
import { runtimes } from '../../data/platform';
import FactTable from './FactTable';
import { useFactsLocale } from './useFactsLocale';

/** Runtimes the build detects, the file that triggers detection and the versions offered. */
export default function RuntimesTable(): ReactNode {
  const de = useFactsLocale() === 'de';
  return (
    <FactTable
      head={
        de
          ? ['Runtime', 'Erkannt an', 'Versionen', 'Standard']
          : ['Runtime', 'Detected by', 'Versions', 'Default']
      }
      rows={runtimes.map((runtime) => [
        runtime.name,
        <code key="file">
          {de ? runtime.detectedBy.replace(' or ', ' oder ') : runtime.detectedBy}
        </code>,
        runtime.versions.length > 0
          ? runtime.versions.join(', ')
          : de
            ? 'dein Image'
            : 'your image',
        runtime.default || '–',
      ])}
    />
  );
}
