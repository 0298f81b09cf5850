/**
 * Small IFC models written for the tests (no fixture has a map conversion): a brick-red
 * platform shelter of 40 × 8 × 6 m along the project's x axis, its footprint centred on the
 * project's origin. Used by the API's conversion tests and the browser tests.
 */
export interface TestIfcConversion {
  epsg: number;
  eastings: number;
  northings: number;
  height: number;
  /** Degrees counter-clockwise from the map's easting to the model's x axis. */
  rotation: number;
  scale?: number;
  /** IFC4X3's IfcMapConversionScaled: a factor per axis. */
  factors?: readonly [number, number, number];
}

export interface TestIfcOptions {
  name: string;
  /** IFC2X3 says where it stands with ePSet_MapConversion and ePSet_ProjectedCRS on its site. */
  schema?: 'IFC4' | 'IFC2X3' | 'IFC4X3_ADD2';
  /** The IfcSite's reference, in degrees, minutes, seconds (and millionths). */
  site: { lat: readonly number[]; lng: readonly number[] };
  /** The context's TrueNorth: the direction of north in the project's x, y. */
  trueNorth?: readonly [number, number];
  mapConversion?: TestIfcConversion;
}

const real = (value: number) => (Number.isInteger(value) ? `${value}.` : String(value));

/** IFC4's IfcMapConversion (scaled in IFC4X3) as lines #12–#13. */
function conversionEntity(c: TestIfcConversion, scaled: boolean): string {
  const radians = (c.rotation * Math.PI) / 180;
  const common = `#10,#12,${real(c.eastings)},${real(c.northings)},${real(c.height)},${Math.cos(radians)},${Math.sin(radians)},${real(c.scale ?? 1)}`;
  const factors = c.factors ?? [1, 1, 1];
  return [
    `#12=IFCPROJECTEDCRS('EPSG:${c.epsg}',$,$,$,$,$,$);`,
    scaled
      ? `#13=IFCMAPCONVERSIONSCALED(${common},${factors.map(real).join(',')});`
      : `#13=IFCMAPCONVERSION(${common});`,
  ].join('\n');
}

/** IFC2X3's property sets on the site (#20), as the georeferencing guidance writes them. */
function conversionPropertySets(c: TestIfcConversion): string {
  const radians = (c.rotation * Math.PI) / 180;
  const values: [string, string][] = [
    ['Eastings', `IFCLENGTHMEASURE(${real(c.eastings)})`],
    ['Northings', `IFCLENGTHMEASURE(${real(c.northings)})`],
    ['OrthogonalHeight', `IFCLENGTHMEASURE(${real(c.height)})`],
    ['XAxisAbscissa', `IFCREAL(${Math.cos(radians)})`],
    ['XAxisOrdinate', `IFCREAL(${Math.sin(radians)})`],
    ['Scale', `IFCREAL(${real(c.scale ?? 1)})`],
  ];
  const lines = values.map(
    ([name, value], i) => `#${60 + i}=IFCPROPERTYSINGLEVALUE('${name}',$,${value},$);`,
  );
  const ids = values.map((_, i) => `#${60 + i}`).join(',');
  return [
    ...lines,
    `#70=IFCPROPERTYSET('0Ib3mTjYX9TRiy6jE6wWN0',$,'ePSet_MapConversion',$,(${ids}));`,
    `#71=IFCRELDEFINESBYPROPERTIES('0Ib3mTjYX9TRiy6jE6wWN1',$,$,$,(#20),#70);`,
    `#72=IFCPROPERTYSINGLEVALUE('Name',$,IFCLABEL('EPSG:${c.epsg}'),$);`,
    `#73=IFCPROPERTYSET('0Ib3mTjYX9TRiy6jE6wWN2',$,'ePSet_ProjectedCRS',$,(#72));`,
    `#74=IFCRELDEFINESBYPROPERTIES('0Ib3mTjYX9TRiy6jE6wWN3',$,$,$,(#20),#73);`,
  ].join('\n');
}

/** The IFC file's text. */
export function testIfcText(options: TestIfcOptions): string {
  const schema = options.schema ?? 'IFC4';
  const angle = (parts: readonly number[]) => `(${parts.join(',')})`;
  const north = options.trueNorth;
  const conversion = options.mapConversion;
  const georeference = !conversion
    ? ''
    : schema === 'IFC2X3'
      ? conversionPropertySets(conversion)
      : conversionEntity(conversion, schema === 'IFC4X3_ADD2');
  // IFC2X3 styles an item through a presentation style assignment; IFC4 directly.
  const style =
    schema === 'IFC2X3'
      ? `#45=IFCPRESENTATIONSTYLEASSIGNMENT((#43));\n#44=IFCSTYLEDITEM(#36,(#45),$);`
      : `#44=IFCSTYLEDITEM(#36,(#43),$);`;
  return `ISO-10303-21;
HEADER;
FILE_DESCRIPTION(('ViewDefinition [ReferenceView]'),'2;1');
FILE_NAME('${options.name}','2026-11-29T00:00:00',('Waymark tests'),('Waymark'),'','Waymark tests','');
FILE_SCHEMA(('${schema}'));
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
#10=IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,#9,${north ? '#15' : '$'});
#11=IFCGEOMETRICREPRESENTATIONSUBCONTEXT('Body','Model',*,*,*,*,#10,$,.MODEL_VIEW.,$);
${north ? `#15=IFCDIRECTION((${north.map(real).join(',')}));` : ''}
${georeference}
#20=IFCSITE('3ZwrbjKcu7ud4pVP6SvIhE',$,'Site',$,$,#21,$,$,.ELEMENT.,${angle(options.site.lat)},${angle(options.site.lng)},0.,$,$);
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
${style}
#40=IFCRELCONTAINEDINSPATIALSTRUCTURE('2$1MFrtYoIOa$qPH2maiW_',$,$,$,(#30),#20);
ENDSEC;
END-ISO-10303-21;
`;
}
