import { describe, expect, it } from 'vitest';
import {
  destinationFromState,
  NEXT_STORAGE_KEY,
  rememberNext,
  safeDestination,
  takeStoredNext,
} from './nextDestination.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('the next destination', () => {
  it('remembers path, query and hash in storage and in the state for /login', () => {
    const storage = memoryStorage();
    const state = rememberNext(
      { pathname: '/sets', search: '?genre=Techno', hash: '#list' },
      storage,
    );
    expect(state).toEqual({ next: '/sets?genre=Techno#list' });
    expect(storage.values.get(NEXT_STORAGE_KEY)).toBe('/sets?genre=Techno#list');
  });

  it('is spent once read from storage', () => {
    const storage = memoryStorage();
    storage.setItem(NEXT_STORAGE_KEY, '/tracks/7');
    expect(takeStoredNext(storage)).toBe('/tracks/7');
    expect(takeStoredNext(storage)).toBeNull();
    expect(storage.values.has(NEXT_STORAGE_KEY)).toBe(false);
  });

  it('never leaves the site', () => {
    for (const outside of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'home']) {
      expect(safeDestination(outside)).toBeNull();
    }
    const storage = memoryStorage();
    storage.setItem(NEXT_STORAGE_KEY, '//evil.example');
    expect(takeStoredNext(storage)).toBeNull();
    expect(destinationFromState({ next: '//evil.example' })).toBe('/home');
  });

  it('after sign-in goes to the state destination, path, query and hash', () => {
    expect(destinationFromState({ next: '/sets?genre=House#top' })).toBe('/sets?genre=House#top');
  });

  it('after sign-in goes to /home without a destination, or when it is /', () => {
    expect(destinationFromState(null)).toBe('/home');
    expect(destinationFromState({ other: 1 })).toBe('/home');
    expect(destinationFromState({ next: '/' })).toBe('/home');
    expect(destinationFromState({ next: '/?s=x#y' })).toBe('/home');
  });
});
