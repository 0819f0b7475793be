export { applyPatches, applyPatchesWithNotes, type PatchResult } from './apply-patches';
export type { SkippedPatch } from './editor';
export {
  describeDefaultChange,
  type FixChange,
  type FixNote,
  type FixOptions,
  type FixOutlook,
  type FixResult,
  type FixSuggestion,
  fixOutlooks,
  fixTemplate,
  type ParameterDefaultChange,
} from './fix-template';
