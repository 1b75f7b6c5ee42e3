import type { EditorState } from '@stroomlijn/domain';
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import type { EditableModel } from './editor-types';

type History = EditorState<EditableModel>;
interface HandOverSlot {
  give(state: History): void;
  find(id: string, updatedAt: number): History | undefined;
  clear(): void;
}

// Areas that only show models (never create one) have nothing to hand over.
const NOTHING: HandOverSlot = { give() {}, find: () => undefined, clear() {} };
const HandOverContext = createContext<HandOverSlot>(NOTHING);

/**
 * The layout route of the editor's addresses. A new model's first save moves the editor from
 * /process-model/new to /process-model/{id}, another route, so the editor there mounts anew; it takes
 * the history over from here, so that undo still reaches every edit since the editor opened.
 */
export function EditorHistoryHandOver() {
  const slot = useRef<{ id: string; updatedAt: number | undefined; state: History } | null>(null);
  const value = useMemo<HandOverSlot>(
    () => ({
      give(state) {
        slot.current = { id: state.model.id, updatedAt: state.model.updatedAt, state };
      },
      find(id, updatedAt) {
        const found = slot.current;
        return found && found.id === id && found.updatedAt === updatedAt ? found.state : undefined;
      },
      clear() {
        slot.current = null;
      },
    }),
    [],
  );
  return (
    <HandOverContext.Provider value={value}>
      <Outlet />
    </HandOverContext.Provider>
  );
}

/** Hands the editor's history to the editor that opens next at the model's new address. */
export function useHandOver(): (state: History) => void {
  return useContext(HandOverContext).give;
}

/** The history handed over for this model at this version (none for a model not yet saved), taken once. */
export function useHandedOverHistory(id: string, updatedAt: number | undefined): History | undefined {
  const slot = useContext(HandOverContext);
  const [state] = useState(() => (updatedAt === undefined ? undefined : slot.find(id, updatedAt)));
  // Emptied once an editor has opened, so a later visit to the same version starts a history of its own.
  useEffect(() => slot.clear(), [slot]);
  return state;
}
