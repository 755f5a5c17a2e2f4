import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { instanceSizes } from '@site/src/data/platform';
import { numberFormat } from '@site/src/components/facts/format';

type SizeName = (typeof instanceSizes)[number]['name'];

/** An instance size as "`medium` (1 vCPU, 2,048 MiB)", numbers from the facts module in the page's locale. */
export default function InstanceSize({ name }: { name: SizeName }) {
  const { i18n } = useDocusaurusContext();
  const size = instanceSizes.find((candidate) => candidate.name === name);
  if (!size) throw new Error(`Unknown instance size ${name}`);
  const format = (value: number) => numberFormat(i18n.currentLocale).format(value);
  return (
    <>
      <code>{size.name}</code> ({format(size.vcpu)} vCPU, {format(size.memoryMiB)} MiB)
    </>
  );
}
