import { instanceSizes } from '../data/platform';
import { withUnit } from './facts/format';
import { useFactsLocale } from './facts/useFactsLocale';

type SizeName = (typeof instanceSizes)[number]['name'];

/**
 * An instance size as "`medium` (1 vCPU, 2,048 MiB)", numbers from the facts
 * module in the page's locale, each kept on one line with its unit. Japanese prose takes full-width parentheses and
 * 、 ("`medium`（1 vCPU、2,048 MiB）"), with no space after the component
 * (GLOSSARY.ja.md: no space next to full-width punctuation); Korean attaches the half-width
 * parenthesis to the name ("`medium`(1 vCPU, 2,048 MiB)", GLOSSARY.ko.md).
 */
export default function InstanceSize({ name }: { name: SizeName }) {
  const locale = useFactsLocale();
  const size = instanceSizes.find((candidate) => candidate.name === name);
  if (!size) throw new Error(`Unknown instance size ${name}`);
  const [open, comma, close] =
    locale === 'ja' ? ['（', '、', '）'] : locale === 'ko' ? ['(', ', ', ')'] : [' (', ', ', ')'];
  return (
    <>
      <code>{size.name}</code>
      {open}
      {withUnit(size.vcpu, 'vCPU', locale)}
      {comma}
      {withUnit(size.memoryMiB, 'MiB', locale)}
      {close}
    </>
  );
}
