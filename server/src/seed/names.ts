import type { Random } from './random.js';

/** People of a Côte-Nord / Labrador iron-ore site: Québécois, Innu and Newfoundland names. */
const firstNames = (
  'Marc Jean Luc Pierre Mathieu Alexandre Étienne François Simon Olivier Sébastien Maxime Gabriel ' +
  'Samuel Nicolas Philippe Louis Antoine Julien Vincent Martin Éric Patrick Denis Réjean Gilles Yves ' +
  'Normand Sylvain Guy Marie Julie Isabelle Geneviève Catherine Émilie Chantal Nathalie Mélanie Josée ' +
  'Annie Karine Valérie Sophie Caroline Audrey Stéphanie Véronique Manon Lise Kevin Ryan Dwayne Shawn ' +
  'Kyle Brent Travis Darren Wade Cody Jennifer Krista Tanya Crystal Melissa Heather Amanda Sarah ' +
  'Rebecca Laura Napess Shanipiap Tshani Mishtapeu Uapikun Pinip Matinen Kanani Nikashant Tipish'
).split(' ');

const lastNames = (
  'Tremblay Gagnon Roy Côté Bouchard Gauthier Morin Lavoie Fortin Gagné Ouellet Pelletier Bélanger ' +
  'Lévesque Bergeron Leblanc Paquette Girard Simard Boucher Caron Beaulieu Cloutier Dubé Poirier ' +
  'Fournier Lapointe Leclerc Lefebvre Poulin Thibault Savard Desjardins Harvey Boudreau Gallant ' +
  'Arsenault Michaud Bernier Dufour St-Onge Vollant Fontaine McKenzie Andrew Rich Penashue Ashini ' +
  'Jourdain Bellefleur Murphy Power Walsh Kelly Ryan Byrne Rideout Noseworthy Pike Parsons Hynes Butt ' +
  'Tucker Penney Oldford Dawe Mercer Snow Rose Hiscock'
).split(' ');

/** Turns 'Côté' into 'cote' for an email address. */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * A source of distinct full names. Once the plain combinations run thin (a fleet of thousands),
 * a middle initial keeps names distinct, since an operator is also chosen by exact name.
 */
export function nameSource(random: Random, taken: Iterable<string> = []) {
  const used = new Set([...taken].map((name) => name.toLowerCase()));
  return (): { first: string; last: string; full: string } => {
    for (let attempt = 0; ; attempt += 1) {
      const first = random.pick(firstNames);
      const initial = attempt < 20 ? '' : ` ${String.fromCharCode(65 + random.int(0, 25))}.`;
      const last = `${attempt < 200 ? '' : `${random.pick(lastNames)}-`}${random.pick(lastNames)}`;
      const full = `${first}${initial} ${last}`;
      if (!used.has(full.toLowerCase())) {
        used.add(full.toLowerCase());
        return { first: `${first}${initial}`, last, full };
      }
    }
  };
}
