import type { BrowserContext } from 'playwright-core';

/**
 * Firebase's sign-in popup talks to its page through Google's `gapi.iframes`, loaded from
 * https://apis.google.com/js/api.js by both the page (firebase/auth) and the Auth emulator's
 * helper iframe. The test machine is offline, so that one script is replaced by this stand-in:
 * the few calls those two use (load, getContext().open, getParentIframe, register, send, ping,
 * restyle), carried by postMessage between the page and the iframe. Everything else is real: our
 * SPA and server, the Firebase SDK, the emulator's iframe and its sign-in page in the popup.
 */
const GAPI_STAND_IN = String.raw`(() => {
  const TAG = '__gapiStandIn';
  const pending = new Map();
  const channels = new Map();
  let nextId = 0;
  let parentChannel = null;

  // Real gapi never lets a handler's exception escape into the page; neither do we.
  const quietly = (fn, ...args) => { try { return fn(...args); } catch { return undefined; } };

  function channelTo(target) {
    const handlers = new Map();
    return {
      handlers,
      register(name, handler) { handlers.set(name, handler); },
      send(name, data, callback) {
        const id = ++nextId;
        pending.set(id, callback || (() => {}));
        target().postMessage({ [TAG]: 'call', id, name, data }, '*');
      },
    };
  }

  window.addEventListener('message', async (event) => {
    const message = event.data;
    if (!message || typeof message !== 'object' || !message[TAG]) return;
    const kind = message[TAG];
    if (kind === 'reply' || kind === 'pong') {
      const callback = pending.get(message.id);
      pending.delete(message.id);
      if (callback) quietly(callback, message.responses);
      return;
    }
    if (kind === 'ping') {
      // Answered only once the iframe's own script has asked for its parent: then it listens.
      if (parentChannel) event.source.postMessage({ [TAG]: 'pong', id: message.id }, '*');
      return;
    }
    const channel = event.source === window.parent ? parentChannel : channels.get(event.source);
    const handler = channel && channel.handlers.get(message.name);
    const value = handler ? await quietly(handler, message.data) : undefined;
    event.source.postMessage({ [TAG]: 'reply', id: message.id, responses: handler ? [value] : [] }, '*');
  });

  const context = {
    open(params, onOpen) {
      const frame = document.createElement('iframe');
      const attributes = params.attributes || {};
      for (const [name, value] of Object.entries(attributes)) {
        if (name === 'style') Object.assign(frame.style, value);
        else frame.setAttribute(name, String(value));
      }
      frame.src = params.url;
      (params.where || document.body).appendChild(frame);
      const iframe = channelTo(() => frame.contentWindow);
      channels.set(frame.contentWindow, iframe);
      iframe.restyle = () => Promise.resolve();
      iframe.getIframeEl = () => frame;
      iframe.ping = (callback) =>
        new Promise((resolve) => {
          const id = ++nextId;
          const timer = setInterval(() => frame.contentWindow.postMessage({ [TAG]: 'ping', id }, '*'), 100);
          pending.set(id, () => {
            clearInterval(timer);
            if (callback) quietly(callback);
            resolve();
          });
        });
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
    },
    getParentIframe() {
      parentChannel ??= channelTo(() => window.parent);
      return parentChannel;
    },
  };

  window.gapi = Object.assign(window.gapi || {}, {
    load(_name, options) {
      setTimeout(() => (typeof options === 'function' ? options() : options.callback()), 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: 'cross-origin-iframes',
      Iframe: function Iframe() {},
      getContext: () => context,
    },
  });

  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  setTimeout(() => {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();`;

/**
 * Serves the stand-in for Google's gapi loader to every page and frame of `context`, and refuses
 * the other CDN the emulator's sign-in page asks for (its styling library; the page works
 * without it) at once instead of waiting for an offline network.
 */
export async function serveGapiStandIn(context: BrowserContext) {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  await context.route('https://unpkg.com/**', (route) => route.abort('internetdisconnected'));
}
