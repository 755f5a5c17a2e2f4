export * from './client/index.js';
export { createAnalyzer } from './analyzer/analyzer.js';
export { germanStem } from './analyzer/germanStemmer.js';
export { foldSurface } from './analyzer/normalize.js';
export { tokenize } from './analyzer/tokenize.js';
export { CompoundSplitter } from './analyzer/compounds.js';
export type { SerializedIndex, SearchRecord } from './engine/types.js';
