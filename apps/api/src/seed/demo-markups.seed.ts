import type { MarkupStatus } from '@waymark/contract/markup';
import type { Container } from '../container.js';
import type { FeaturePoint } from '../repositories/feature.repository.js';
import type { NewMarkup } from '../repositories/markup.repository.js';

/** A finding of the demo survey, placed on a feature of one of its layers. */
interface DemoFinding {
  title: string;
  description: string;
  category: 'Defect' | 'Observation' | 'Hazard' | 'Question';
  status: MarkupStatus;
  /** The layer and which of its features (by the DXF layer it was drawn on, or its place). */
  layer: string;
  pick: (features: readonly FeaturePoint[]) => FeaturePoint | undefined;
  /** A small area around the point instead of the point itself, this many degrees across. */
  area?: number;
  due?: string;
  assigned?: boolean;
}

const onDxfLayer =
  (name: string, nth = 0) =>
  (features: readonly FeaturePoint[]) =>
    features.filter((f) => f.properties.Layer === name)[nth];

/** What a walkover of the Autzen site found: every status, on the survey's own features. */
const FINDINGS: readonly DemoFinding[] = [
  {
    title: 'Cracked render on the stand’s south wall',
    description:
      'Diagonal crack about 1.5 m long from the window corner, 2 mm wide. Photograph and ' +
      'monitor with tell-tales.',
    category: 'Defect',
    status: 'in_progress',
    layer: 'Site outlines (CAD)',
    pick: onDxfLayer('CLASS_6_BUILDING'),
    due: '2026-12-15',
    assigned: true,
  },
  {
    title: 'Trees overhanging the access road',
    description:
      'Branches down to about 3.5 m over the service road: too low for delivery lorries. ' +
      'Crown lift needed.',
    category: 'Hazard',
    status: 'open',
    layer: 'Site outlines (CAD)',
    pick: onDxfLayer('CLASS_5_HIGH_VEGETATION'),
    due: '2026-11-30',
  },
  {
    title: 'Ponding on the practice field after rain',
    description: 'Standing water over roughly 20 × 15 m two days after rain. Check the drains.',
    category: 'Observation',
    status: 'open',
    layer: 'Site outlines (CAD)',
    pick: onDxfLayer('CLASS_2_GROUND'),
    area: 0.0003,
  },
  {
    title: 'Blocked culvert under the service road',
    description: 'Inlet grating silted up and covered in leaves. Cleared by the grounds team.',
    category: 'Defect',
    status: 'closed',
    layer: 'Contours',
    pick: (features) => features[Math.floor(features.length / 2)],
  },
  {
    title: 'Is this contour right by the parking lot?',
    description: 'The 2010 lidar shows a dip here that is not on site today: resurvey?',
    category: 'Question',
    status: 'resolved',
    layer: 'Contours',
    pick: (features) => features[Math.floor(features.length / 4)],
  },
];

const COMMENT = {
  title: 'Trees overhanging the access road',
  body: 'Arborist booked for Tuesday morning; the road stays open meanwhile.',
};

/** A square `size` degrees across centred on a point, as a GeoJSON polygon. */
function squareAround({ lon, lat }: FeaturePoint, size: number) {
  const h = size / 2;
  const ring = [
    [lon - h, lat - h],
    [lon + h, lat - h],
    [lon + h, lat + h],
    [lon - h, lat + h],
    [lon - h, lat - h],
  ];
  return { type: 'Polygon', coordinates: [ring] };
}

/**
 * The demo map's markups: a handful of findings of a site walkover on its layers' features, in
 * every status, one assigned to the admin, one commented. Only into a map without markups, and
 * only once the layers they sit on are there.
 */
export async function seedDemoMarkups(
  { repos }: Container,
  organisationId: number,
  mapId: number,
  adminId: number,
  print: (line: string) => void,
): Promise<void> {
  if (await repos.markups.anyOnMap(mapId)) return;
  const layers = await repos.layers.listAllForMap(mapId);
  const categories = await repos.markupCategories.byNames(
    organisationId,
    FINDINGS.map((f) => f.category),
  );
  const markups: NewMarkup[] = [];
  for (const finding of FINDINGS) {
    const layer = layers.find((l) => l.name === finding.layer);
    const feature = layer && finding.pick(await repos.features.pointsOn(layer.id, 500));
    const category = categories.get(finding.category.toLowerCase());
    if (!layer || !feature || !category) continue;
    const geometry = finding.area
      ? squareAround(feature, finding.area)
      : { type: 'Point', coordinates: [feature.lon, feature.lat] };
    markups.push({
      organisation_id: organisationId,
      map_id: mapId,
      author_id: adminId,
      values: {
        geometry: JSON.stringify(geometry),
        title: finding.title,
        description: finding.description,
        category_id: category.id,
        status: finding.status,
        status_changed_by: adminId,
        assignee_id: finding.assigned ? adminId : null,
        due_date: finding.due ?? null,
        feature_layer_id: layer.id,
        feature_fid: feature.fid,
      },
    });
  }
  if (markups.length === 0) return;
  const ids = await repos.markups.create(markups, { kind: 'created', actor_id: adminId });
  const commented = markups.findIndex((m) => m.values.title === COMMENT.title);
  if (commented >= 0) {
    await repos.markupThreads.addComment({
      markup_id: ids[commented]!,
      body: COMMENT.body,
      author_id: adminId,
      share_id: null,
      share_name: null,
    });
  }
  print(`Demo markups: ${markups.length} findings on the demo map`);
}
