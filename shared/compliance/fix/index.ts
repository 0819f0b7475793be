export { applyPatches, applyPatchesWithNotes, type PatchResult } from './apply-patches';
export type { SkippedPatch } from './editor';
export {
  type FixChange,
  type FixNote,
  type FixOptions,
  type FixOutlook,
  type FixResult,
  type FixSuggestion,
  describeDefaultChange,
  fixOutlooks,
  type ParameterDefaultChange,
  fixTemplate,
} from './fix-template';
