export * from './client/index.js';
export { createAnalyzer } from './analyzer/analyzer.js';
export { germanStem } from './analyzer/germanStemmer.js';
export { foldSurface } from './analyzer/normalize.js';
export { tokenize } from './analyzer/tokenize.js';
export { CompoundSplitter } from './analyzer/compounds.js';
export { mergeIndex, splitIndex } from './engine/types.js';
export type { SerializedIndex, SerializedIndexPart, SearchRecord } from './engine/types.js';
