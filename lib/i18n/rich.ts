// Rich messages (`See the <docs>documentation</docs>`) as React nodes: each tag becomes the element the caller makes of
// its text, and the parts of the message get keys so React can tell them apart.
import { createElement, Fragment, type ReactNode } from 'react';

export type Tag = (chunks: ReactNode[]) => ReactNode;
export type RichValues = Record<string, string | number | Tag>;

export function toNodes(formatted: string | ReactNode | Array<string | ReactNode>): ReactNode {
  if (!Array.isArray(formatted)) return formatted;
  return formatted.map((part, index) => createElement(Fragment, { key: index }, part));
}
