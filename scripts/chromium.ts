/**
 * How every browser test launches the system Chromium (design.md section 4). The flags keep it
 * off the network: without the background-networking ones it keeps dialling Google's hosts,
 * which this closed network refuses (versions.md).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
