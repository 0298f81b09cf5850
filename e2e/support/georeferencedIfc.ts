import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from './uploads.js';

/** Where the test's IFC model stands: its IfcMapConversion, and an IfcSite elsewhere. */
export interface GeoreferencedIfc {
  epsg: number;
  eastings: number;
  northings: number;
  height: number;
  /** Degrees counter-clockwise from the map's easting to the model's x axis. */
  rotation: number;
  /** The IfcSite's reference, which the map conversion must win over. */
  site: { lat: readonly number[]; lng: readonly number[] };
}

/**
 * A small IFC4 model written for the tests (no fixture has an IfcMapConversion): a brick-red
 * platform shelter of 40 × 8 × 6 m along the project's x axis, its footprint centred on the
 * project's origin, which the map conversion puts at `eastings`, `northings` of EPSG:`epsg`.
 */
export function georeferencedIfc(name: string, g: GeoreferencedIfc): string {
  const radians = (g.rotation * Math.PI) / 180;
  const real = (value: number) => (Number.isInteger(value) ? `${value}.` : String(value));
  const angle = (parts: readonly number[]) => `(${parts.join(',')})`;
  const text = `ISO-10303-21;
HEADER;
FILE_DESCRIPTION(('ViewDefinition [ReferenceView]'),'2;1');
FILE_NAME('${name}','2026-11-29T00:00:00',('Waymark tests'),('Waymark'),'','Waymark e2e','');
FILE_SCHEMA(('IFC4'));
ENDSEC;
DATA;
#1=IFCPROJECT('1HnyXWIDkgG4gwGT6aJxlm',$,'Georeferenced shelter',$,$,$,$,(#10),#5);
#2=IFCSIUNIT(*,.LENGTHUNIT.,$,.METRE.);
#3=IFCSIUNIT(*,.PLANEANGLEUNIT.,$,.RADIAN.);
#5=IFCUNITASSIGNMENT((#2,#3));
#6=IFCCARTESIANPOINT((0.,0.,0.));
#7=IFCDIRECTION((0.,0.,1.));
#8=IFCDIRECTION((1.,0.,0.));
#9=IFCAXIS2PLACEMENT3D(#6,#7,#8);
#10=IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,#9,$);
#11=IFCGEOMETRICREPRESENTATIONSUBCONTEXT('Body','Model',*,*,*,*,#10,$,.MODEL_VIEW.,$);
#12=IFCPROJECTEDCRS('EPSG:${g.epsg}',$,$,$,$,$,$);
#13=IFCMAPCONVERSION(#10,#12,${real(g.eastings)},${real(g.northings)},${real(g.height)},${Math.cos(radians)},${Math.sin(radians)},1.);
#20=IFCSITE('3ZwrbjKcu7ud4pVP6SvIhE',$,'Site',$,$,#21,$,$,.ELEMENT.,${angle(g.site.lat)},${angle(g.site.lng)},0.,$,$);
#21=IFCLOCALPLACEMENT($,#9);
#22=IFCRELAGGREGATES('2AniLxudubx2WWuBitfpg6',$,$,$,#1,(#20));
#30=IFCBUILDINGELEMENTPROXY('0xDNklsap7cEAOkAEB2Pd5',$,'Platform shelter',$,$,#31,#35,$,$);
#31=IFCLOCALPLACEMENT(#21,#9);
#32=IFCRECTANGLEPROFILEDEF(.AREA.,$,#33,40.,8.);
#33=IFCAXIS2PLACEMENT2D(#34,$);
#34=IFCCARTESIANPOINT((0.,0.));
#35=IFCPRODUCTDEFINITIONSHAPE($,$,(#37));
#36=IFCEXTRUDEDAREASOLID(#32,#9,#7,6.);
#37=IFCSHAPEREPRESENTATION(#11,'Body','SweptSolid',(#36));
#41=IFCCOLOURRGB($,0.75,0.22,0.1);
#42=IFCSURFACESTYLESHADING(#41,$);
#43=IFCSURFACESTYLE('Brick red',.BOTH.,(#42));
#44=IFCSTYLEDITEM(#36,(#43),$);
#40=IFCRELCONTAINEDINSPATIALSTRUCTURE('2$1MFrtYoIOa$qPH2maiW_',$,$,$,(#30),#20);
ENDSEC;
END-ISO-10303-21;
`;
  const file = path.join(tempDir('ifc-'), name);
  writeFileSync(file, text);
  return file;
}
