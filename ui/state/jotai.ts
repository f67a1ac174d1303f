// The one place the UI imports jotai from (STYLE.md): local UI state only; server data lives in TanStack Query.
// appStore is the default store, so code outside React (toast(), the 401 handler) shares state with components.
import { getDefaultStore } from 'jotai';

export { atom, useAtom, useAtomValue, useSetAtom, Provider, createStore } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';

export const appStore = getDefaultStore();
