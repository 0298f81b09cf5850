import type { TFunction } from 'i18next';

/** MapLibre's own control texts, in the interface language. */
export function mapLocale(t: TFunction): Record<string, string> {
  return {
    'Map.Title': t('mapView.map'),
    'NavigationControl.ZoomIn': t('mapView.zoomIn'),
    'NavigationControl.ZoomOut': t('mapView.zoomOut'),
    'NavigationControl.ResetBearing': t('mapView.resetBearing'),
    'AttributionControl.ToggleAttribution': t('mapView.toggleAttribution'),
    'GeolocateControl.FindMyLocation': t('mapView.findMyLocation'),
    'GeolocateControl.LocationNotAvailable': t('mapView.locationNotAvailable'),
  };
}
