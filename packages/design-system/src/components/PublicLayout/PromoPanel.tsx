import * as styles from './PromoPanel.css';

// The waveform's bar heights (0 to 1): a set that builds, breaks down and builds again.
const waveform = [
  0.3, 0.42, 0.35, 0.5, 0.62, 0.55, 0.7, 0.66, 0.8, 0.74, 0.9, 0.85, 0.6, 0.4, 0.28, 0.22, 0.3,
  0.45, 0.58, 0.7, 0.82, 0.95, 0.88, 1, 0.92, 0.78, 0.86, 0.7, 0.55, 0.62, 0.48, 0.36, 0.5, 0.64,
  0.76, 0.7, 0.84, 0.9, 0.72, 0.6, 0.5, 0.66, 0.8, 0.58, 0.4, 0.3, 0.36, 0.24,
];
// The stretch of the set whose tracks are identified, lit in the accent.
const litFrom = 19;
const litTo = 29;

// Sleeves standing in the crate, back to front: [x, lean in degrees, fill, cover].
const sleeves = [
  [40, -8, styles.sleeveShade, 'circle'],
  [195, -4, styles.sleeveDeep, 'stripes'],
  [345, 1, styles.sleeveViolet, 'circle'],
  [490, 5, styles.sleeveRaised, 'stripes'],
  [625, 9, styles.sleeveAccent, 'circle'],
] as const;

function Cover({ shape }: { shape: 'circle' | 'stripes' }) {
  if (shape === 'circle') return <circle className={styles.coverShape} cx="95" cy="95" r="46" />;
  return (
    <g className={styles.coverShapeDark}>
      <rect x="0" y="56" width="190" height="16" />
      <rect x="0" y="88" width="190" height="16" />
      <rect x="0" y="120" width="190" height="16" />
    </g>
  );
}

/**
 * The public area's promo panel (large screens only): a record spinning above a crate of
 * sleeves being dug through, a set's waveform with its identified stretch lit, and the one track
 * still to find. Drawn in SVG from theme colours: no image request, no layout shift.
 */
export function PromoPanel() {
  return (
    <div className={styles.panel}>
      {/* Anchored left and bottom: a narrow panel loses the crate's far end, never the record
          beside the headline. */}
      <svg
        className={styles.art}
        viewBox="0 0 840 700"
        preserveAspectRatio="xMinYMax slice"
        aria-hidden="true"
        focusable="false"
      >
        <g className={styles.disc}>
          <circle className={styles.vinyl} cx="600" cy="230" r="200" />
          {[188, 174, 161, 146, 131, 118, 104, 90].map((r) => (
            <circle key={r} className={styles.groove} cx="600" cy="230" r={r} strokeWidth="1" />
          ))}
          <circle className={styles.label} cx="600" cy="230" r="64" />
          <path
            className={styles.labelMark}
            d="M600 176a54 54 0 0 1 46 26l-13 8a39 39 0 0 0-33-18z"
          />
          <circle className={styles.spindle} cx="600" cy="230" r="6" />
        </g>
        {sleeves.map(([x, lean, fill, shape]) => (
          <g key={x} transform={`translate(${x} 300) rotate(${lean} 95 200)`}>
            <rect className={`${styles.sleeve} ${fill}`} width="190" height="200" strokeWidth="4" />
            <Cover shape={shape} />
          </g>
        ))}
        <rect className={styles.crate} x="20" y="455" width="800" height="90" rx="12" />
        <rect className={styles.crateHandle} x="370" y="478" width="100" height="22" rx="11" />
        {waveform.map((level, index) => (
          <rect
            key={index}
            className={index >= litFrom && index <= litTo ? styles.barLit : styles.bar}
            x={24 + index * 17}
            y={680 - level * 100}
            width="9"
            height={level * 100}
            rx="4"
          />
        ))}
      </svg>
      <div className={styles.words}>
        <p className={styles.kicker}>Crate dig through new &amp; old cuts</p>
        <p className={styles.headline}>Dive down the rabbit hole with musical journeys</p>
      </div>
      <div className={styles.tracklist}>
        <p className={styles.track}>
          <span className={styles.trackNumber}>07</span>
          <span>Identified</span>
        </p>
        <p className={`${styles.track} ${styles.trackCurrent}`}>
          <span className={styles.trackNumber}>08</span>
          <span>ID — ID</span>
        </p>
        <p className={styles.track}>
          <span className={styles.trackNumber}>09</span>
          <span>Identified</span>
        </p>
      </div>
    </div>
  );
}
