import { instanceSizes } from '../data/platform';
import { formatNumber } from './facts/format';
import { useFactsLocale } from './facts/useFactsLocale';

type SizeName = (typeof instanceSizes)[number]['name'];

/**
 * An instance size as "`medium` (1 vCPU, 2,048 MiB)", numbers from the facts
 * module in the page's locale. The text is the same in every language but the
 * number format: vCPU and MiB are symbols, and the Japanese pages write a
 * half-width space after the component, which goes with half-width
 * parentheses (GLOSSARY.ja.md: no space next to full-width punctuation).
 */
export default function InstanceSize({ name }: { name: SizeName }) {
  const locale = useFactsLocale();
  const size = instanceSizes.find((candidate) => candidate.name === name);
  if (!size) throw new Error(`Unknown instance size ${name}`);
  return (
    <>
      <code>{size.name}</code> ({formatNumber(size.vcpu, locale)} vCPU,{' '}
      {formatNumber(size.memoryMiB, locale)} MiB)
    </>
  );
}
