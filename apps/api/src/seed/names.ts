// Invented names and sentence fragments for the demo catalog. Any resemblance to a real artist,
// label or venue is an accident of combining common words. Lists are written as one string each
// (split on "|") so a few hundred words stay a few dozen lines.

const list = (text: string): readonly string[] => text.split('|');

export const ARTIST_FIRST = list(
  'Nadia|Oskar|Mira|Tomas|Lena|Idris|Sade|Kai|Ines|Jonas|Yuki|Ravi|Elif|Marek|Noor|Teo|Alma|Dario|' +
    'Freya|Kofi|Zara|Luca|Ada|Bastian|Camille|Dmitri|Esme|Farid|Greta|Hugo|Ilse|Joaquín|Kasia|Leif|' +
    'Maren|Nico|Olu|Pia|Rafael|Saskia|Tariq|Una|Viktor|Wren|Yara|Zoltan|Amara|Björn|Chiara|Emre',
);

export const ARTIST_LAST = list(
  'Kessler|Vale|Okafor|Lindqvist|Moreau|Halden|Ferreira|Novak|Sato|Achterberg|Duval|Marchetti|Osei|' +
    'Brandt|Ilić|Quinn|Röhl|Castell|Amsel|Berger|Conti|Dahl|Eze|Falk|Grimaldi|Hayes|Ivanova|Janssen|' +
    'Kuroda|Lorenz|Mensah|Nilsson|Ortega|Petrov|Reyes|Strand|Tanaka|Ueda|Voss|Weber|Zielinski|Abara',
);

/** Single-word and two-word aliases, as many DJs go by. */
export const ALIAS_A = list(
  'Lumen|Hollow|Static|Velvet|Cobalt|Quiet|Neon|Paper|Solar|Low|Mono|Ember|Glass|Tidal|Orbit|Dusk|' +
    'Amber|Binary|Cinder|Delta|Echo|Fable|Ghost|Helix|Iron|Jade|Kinetic|Lunar|Magnetic|Night|Opal|' +
    'Prism|Quartz|Rust|Silk|Tundra|Umbra|Vapor|Wild|Zenith',
);
export const ALIAS_B = list(
  'Drift|Pattern|Theory|Engine|Youth|Signal|Assembly|Fields|Motion|Lights|Chapter|Unit|Cascade|' +
    'Ritual|Society|Machines|Club|Format|System|Garden|Station|Archive|Mirror|Season|Tapes|Corridor',
);

export const LABELS = list(
  'Nightshift Records|Hollow Tone|Parallel Grooves|Salt Flat Music|Afterglow Audio|Kinetic Rooms|' +
    'Lowlands Recordings|Ferrous|Stillwater Editions|Moth Collective|Circuit Garden|Open Sky Records|' +
    'Deep Current|Wax Theory|Northern Drift|Sundial Sound|Concrete Bloom|Glasshouse Music|' +
    'Tidewater Records|Blue Hour Editions|Second Nature Audio|Quiet Engine|Harbour Lights Music|' +
    'Amberline|Coldwave Industries|Loop Theory|Satellite Dreams|Slow Motion Records|Orchard Tapes|' +
    'Midnight Transit|Parade Music|Lantern Recordings|Undertow|Copperfield Audio|Softcore Machines|' +
    'Wildflower Records|Magnetic North|Terrace Music|Echo Chamber Records|Daybreak Editions',
);

/** Curators that are not record labels (sponsor_type "other"): venues, promoters, radio shows. */
export const CURATORS = list(
  'Warehouse 41|Basement Sessions|Solstice Open Air|Halle Nord|Dock 7 Radio|Tunnel Club|' +
    'Sunday Service|Kolektiv Noc|Rooftop Frequencies|The Boiler Yard|Lighthouse Festival|' +
    'Radio Meridian|Substation|Garden of Delights|Night Ferry|Canal Street Social|Void Hall|' +
    'Deep Fried Radio|Lost Weekend Festival|The Observatory|Fabrik 9|Circle Sound System|' +
    'Greenhouse Parties|Low Light Radio',
);

/** What kind of curator each CURATORS entry is, in the same order (for their bios). */
export const CURATOR_KINDS = list(
  'venue|party series|festival|venue|radio show|venue|party series|collective|party series|venue|' +
    'festival|radio show|venue|party series|boat party|party series|venue|radio show|festival|venue|' +
    'venue|collective|party series|radio show',
);

export const CITIES = list(
  'Berlin|Lisbon|Tbilisi|Detroit|Leeds|Kyiv|Mexico City|Cape Town|Seoul|Montréal|Rotterdam|Glasgow|' +
    'Tokyo|Bogotá|Lyon|Melbourne|Amsterdam|Barcelona|Bristol|Chicago|Copenhagen|Istanbul|Lagos|' +
    'Manchester|Naples|Oslo|Paris|Prague|Reykjavík|São Paulo|Tel Aviv|Vienna|Warsaw|Zürich',
);

export const MOODS = list(
  'Midnight|Sunrise|Afterhours|Deep|Slow Burn|Peak Time|Late Night|Open Air|Warm Up|Closing|' +
    'Rainy Day|Long Weekend|Golden Hour|Blue Hour|Heatwave|Winter|First Light|Last Call|Hypnotic|' +
    'Daydream|Basement|Marathon',
);

export const SET_TEMPLATES = list(
  'Live at {curator}|{mood} Session|{city} Warehouse Mix|{mood} Set, {city}|{curator} Closing Set|' +
    'Recorded Live in {city}|{mood} Mixtape Vol. {n}|Boat Party {city}|{city} Sunset Mix|' +
    '{curator} Residency {n}|{mood} Hours at {curator}|{curator} x {city}|{mood} Transmission {n}|' +
    'All Night Long, {city}|{curator} Podcast {n}|{city} {mood} Mix|Back to Back at {curator}',
);

/** Names that must exist once each: a literal % and _ keep search escaping honest. */
export const SPECIAL_SET_NAMES = ['100% Vinyl Hour', 'B_Side Sessions'] as const;

export const TRACK_WORDS_A = list(
  'Glass|Night|Silver|Hidden|Broken|Endless|Golden|Quiet|Electric|Falling|Distant|Open|Second|' +
    'Northern|Liquid|Paper|Burning|Slow|Velvet|Crystal|Empty|Fading|Heavy|Lost|Midnight|Neon|Pale|' +
    'Restless|Sacred|Sleeping|Strange|Sunken|Tender|Violet|Wandering|Wild',
);
export const TRACK_WORDS_B = list(
  'Horizon|Signal|Garden|Tide|Machine|River|Mirror|Echo|Circle|Harbour|Language|Engine|Weather|' +
    'Dream|Hours|Pulse|Atlas|Bloom|Cathedral|Desert|Embers|Frequency|Gravity|Heart|Island|Journey|' +
    'Kingdom|Lanterns|Memory|Ocean|Parade|Rain|Skyline|Temple|Voices|Waves',
);
/** Single-word titles, used alone or with "(feat. …)"-free variants for variety. */
export const TRACK_SOLO = list(
  'Afterglow|Ascension|Bloodline|Catalyst|Daybreak|Elevation|Firefly|Gemini|Halcyon|Insomnia|' +
    'Jubilee|Kaleidoscope|Labyrinth|Monsoon|Nocturne|Odyssey|Pendulum|Quasar|Reverie|Solace|Tessellate|' +
    'Undercurrent|Vertigo|Wanderlust|Zephyr|Overdrive|Lullaby|Mirage|Outskirts|Paradox',
);

export const TONICS = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;

// Bio fragments: an opening, one or two details, a closing. Placeholders: {name} {city} {city2}
// {genre} {genre2} {year} {label} {curator}.
export const BIO_OPENINGS = list(
  '{name} is a DJ and producer from {city}.|Born in {city2} and based in {city}, {name} has been ' +
    'playing records since {year}.|{name} grew up on {city2} pirate radio and now calls {city} home.|' +
    'A fixture of the {city} scene since {year}, {name} works somewhere between {genre} and {genre2}.|' +
    '{name} started out as a record shop clerk in {city} before the first release in {year}.|' +
    'Classically trained and self-taught on drum machines, {name} makes {genre} in a small {city} studio.|' +
    '{name} is the alias of a {city}-based producer who prefers the music to do the talking.',
);
export const BIO_DETAILS = list(
  'Their sets are long and patient, built from {genre} and the occasional left turn.|' +
    'Releases on {label} brought their sound to a wider audience.|' +
    'They hold a monthly residency at {curator}.|' +
    'Expect hypnotic grooves, warm analogue textures and a sense of humour.|' +
    'Their productions lean on modular synthesis and field recordings from long walks.|' +
    'A steady run of releases on {label} made them a name in {genre} circles.|' +
    'Known for reading a room, they move from {genre2} warm-ups to peak-time {genre} without a seam.|' +
    'They have toured four continents but still love a small, sweaty basement best.|' +
    'Their radio show on {curator} digs through forgotten records and unreleased demos.|' +
    'They co-founded a small collective that throws parties in disused spaces around {city}.|' +
    'Vocals, live percussion and a battered Rhodes turn up on most of their records.|' +
    'Between gigs they teach production workshops for young DJs in {city}.',
);
export const BIO_CLOSINGS = list(
  '|A new EP is on the way.|Catch them at {curator} this season.|Vinyl only, whenever possible.|' +
    'They are currently working on a debut album.|Bookings worldwide.',
);

export const LABEL_BIOS = list(
  '{name} is an independent label from {city}, releasing {genre} since {year}.|' +
    'Founded in {city} in {year}, {name} puts out {genre} and {genre2} on vinyl and digital.|' +
    '{name} started as a party in {city} and became a label in {year}, home to {genre} that lasts.|' +
    'A small {city} imprint with a big catalogue: {name} champions new {genre} talent.|' +
    '{name} releases club records for the dance floor and the walk home, mostly {genre}.',
);

export const SET_DESCRIPTIONS = list(
  '{mood} selections recorded in {city}.|Recorded live at {curator}: {hours} of {genre}.|' +
    'A {mood} journey through {genre} and {genre2}, recorded in {city}.|' +
    'The closing hours of a long night at {curator}, {city}.|' +
    'Unreleased music, old favourites and a few IDs from the road.|' +
    'A {hours} {genre} mix, from a slow start to a proper peak.|' +
    'Captured in one take at {curator} in {city}.',
);
