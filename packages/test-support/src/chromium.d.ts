/** Chromium flags every browser test launches with. */
export declare const chromiumArgs: readonly string[];

/** CHROME_PATH when set and present, else the first system Chromium found, else null. */
export declare function findChromium(env?: NodeJS.ProcessEnv): string | null;

/** For playwright-core's `chromium.launch` and `@vitest/browser-playwright`'s `launchOptions`. */
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };

/** The Chromium to use; installs Debian's package when missing and running as root, else throws. */
export declare function ensureChromium(): Promise<string>;
