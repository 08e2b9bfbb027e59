import { createContext } from 'react';
import type { PlayerEngine } from './engine.ts';

/**
 * The engine of the nearest PlayerProvider: null until its audio element is in the page,
 * undefined with no provider at all.
 */
export const PlayerContext = createContext<PlayerEngine | null | undefined>(undefined);
