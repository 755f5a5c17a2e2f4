export const variantsDir: string;
export const hostedSearchStubPort: number;
export const announcementBar: {
  id: string;
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
};
export const variants: Record<string, unknown>;
export function buildVariant(name: string): { status: number | null; output: string };
