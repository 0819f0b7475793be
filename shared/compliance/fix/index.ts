export { applyPatches, applyPatchesWithNotes, type PatchResult } from './apply-patches';
export type { SkippedPatch } from './editor';
export {
  type FixChange,
  type FixNote,
  type FixOptions,
  type FixResult,
  type FixSuggestion,
  fixOutlook,
  fixTemplate,
} from './fix-template';
