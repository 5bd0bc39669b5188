// Therapy and duration illustrations are bundled with hashed names (long-cached); the database
// names them by file name.
const therapyImages = import.meta.glob<string>('../../../assets/therapies/*.svg', { eager: true, query: '?url', import: 'default' });
const durationImages = import.meta.glob<string>('../../../assets/durations/*.svg', { eager: true, query: '?url', import: 'default' });

function byFileName(images: Record<string, string>): Map<string, string> {
  return new Map(Object.entries(images).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));
}

const therapies = byFileName(therapyImages);
const durations = byFileName(durationImages);

/** The URL of a therapy illustration by its file name, or undefined when there is none. */
export const therapyImageUrl = (file: string) => therapies.get(file);
/** The URL of a duration illustration by its file name. */
export const durationImageUrl = (file: string) => durations.get(file);

/** The picture files staff can choose for a therapy. */
export const THERAPY_IMAGE_FILES = [...therapies.keys()].sort();
