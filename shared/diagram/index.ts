export { badgeFor, typeLabel } from './badges';
export { resourcesToGraph, templateToGraph } from './graph';
export { kindOf, serviceGroups, serviceLabel, serviceOf } from './labels';
export { type ElkLayouter, layoutGraph, readLayout, toElkGraph } from './layout';
export { escapeXml, renderSvg } from './svg';
export type * from './types';
