import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuthChange, type AuthChangeMessage, authChangeMessageOf } from '@shopfront/core';
import { announceAuthChange } from './auth-change-announcement.ts';
import { listenForAuthChanges } from './auth-change-channel.ts';
import type { AuthChangedDetail } from './auth-change-channel.ts';

/** Collects what a listener is given and resolves once it has had `count` calls (channels deliver in a later task). */
function collector<T>(count: number) {
  const items: T[] = [];
  let done: () => void = () => undefined;
  const all = new Promise<void>((resolve) => (done = resolve));
  const collect = (item: T) => {
    items.push(item);
    if (items.length === count) done();
  };
  return { items, collect, all };
}

/** A browser without BroadcastChannel: the storage event carries the change. */
const withoutBroadcastChannel = () => vi.stubGlobal('BroadcastChannel', undefined);

/** Another tab of the origin: what it posts on the channel or writes to storage, as this page receives it. */
const anotherTab = {
  postOnChannel(name: string, message: unknown) {
    const channel = new BroadcastChannel(name);
    channel.postMessage(message);
    channel.close();
  },
  writeToStorage(name: string, value: string | null) {
    window.dispatchEvent(new StorageEvent('storage', { key: name, newValue: value, storageArea: localStorage }));
  },
};

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('announceAuthChange', () => {
  it('posts the change on the site’s channel, for the other tabs', async () => {
    const otherTab = new BroadcastChannel('shopfront.authChange:/gb');
    const heard = collector<unknown>(2);
    otherTab.addEventListener('message', (event: MessageEvent<unknown>) => heard.collect(event.data));
    announceAuthChange('/gb', { kind: 'signed-out' });
    announceAuthChange('/gb', { kind: 'signed-out' });
    await heard.all;
    otherTab.close();
    const messages = heard.items.map(authChangeMessageOf);
    expect(messages.map((message) => message?.kind)).toEqual(['signed-out', 'signed-out']);
    // two equal changes are two messages: each has its own id
    expect(new Set(messages.map((message) => message?.id)).size).toBe(2);
  });

  it('writes the change to storage where there is no BroadcastChannel, a new value each time', () => {
    const written: [string, string][] = [];
    withoutBroadcastChannel();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation((key: string, value: string) => {
      written.push([key, value]);
    });
    announceAuthChange('/ch/de', { kind: 'session-expired' });
    announceAuthChange('/ch/de', { kind: 'session-expired' });
    expect(written.map(([key]) => key)).toEqual(['shopfront.authChange:/ch/de', 'shopfront.authChange:/ch/de']);
    const [first, second] = written.map(([, value]): unknown => JSON.parse(value));
    expect(authChangeMessageOf(first)?.kind).toBe('session-expired');
    expect(first).not.toEqual(second);
  });

  it('announces the change to this page as shopfront:auth-changed', () => {
    const announced: AuthChangedDetail[] = [];
    const onChanged = (event: Event) => {
      if (event instanceof CustomEvent) announced.push(event.detail);
    };
    window.addEventListener('shopfront:auth-changed', onChanged);
    announceAuthChange('/gb', { kind: 'session-expired' });
    window.removeEventListener('shopfront:auth-changed', onChanged);
    expect(announced).toEqual([{ kind: 'session-expired', source: 'this-tab' }]);
  });
});

describe('listenForAuthChanges', () => {
  it('hears the other tabs of the site on the channel, in order, not another site, not itself, not noise', async () => {
    const gb = collector<AuthChange>(2);
    const otherSite = vi.fn();
    stops.push(listenForAuthChanges('/gb', gb.collect));
    stops.push(listenForAuthChanges('/ch/de', otherSite));

    announceAuthChange('/gb', { kind: 'signed-in' });
    anotherTab.postOnChannel('shopfront.authChange:/gb', { kind: 'signed-out' });
    anotherTab.postOnChannel('shopfront.authChange:/gb', 'signed-out');
    anotherTab.postOnChannel('shopfront.authChange:/gb', { kind: 'signed-out', id: 'tab-2-1' });
    anotherTab.postOnChannel('shopfront.authChange:/gb', { kind: 'signed-in', id: 'tab-2-2' });
    await gb.all;
    expect(gb.items).toEqual([{ kind: 'signed-out' }, { kind: 'signed-in' }]);
    expect(otherSite).not.toHaveBeenCalled();
  });

  it('hears them through storage events where there is no BroadcastChannel', () => {
    withoutBroadcastChannel();
    const listener = vi.fn();
    stops.push(listenForAuthChanges('/gb', listener));
    const message: AuthChangeMessage = { kind: 'signed-out', id: 'tab-2-1' };
    anotherTab.writeToStorage('shopfront.authChange:/gb', JSON.stringify(message));
    anotherTab.writeToStorage('shopfront.authChange:/gb', '{"kind":"signed-in"');
    anotherTab.writeToStorage('shopfront.authChange:/gb', null);
    anotherTab.writeToStorage('shopfront.authChange:/ch/de', JSON.stringify({ kind: 'signed-in', id: 'tab-3-1' }));
    anotherTab.writeToStorage('shopfront.session', null);
    expect(listener.mock.calls).toEqual([[{ kind: 'signed-out' }]]);

    stops.pop()?.();
    anotherTab.writeToStorage('shopfront.authChange:/gb', JSON.stringify({ kind: 'signed-in', id: 'tab-2-2' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
