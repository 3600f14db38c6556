// The small part of the Google Maps JavaScript API this client uses, typed here instead of pulling in
// @types/google.maps for a handful of members.

export interface PlacePrediction {
  description: string;
  place_id: string;
}

export interface AutocompletionRequest {
  input: string;
  language?: string;
  componentRestrictions?: { country: string | string[] };
}

export interface AutocompleteService {
  getPlacePredictions(request: AutocompletionRequest): Promise<{ predictions: PlacePrediction[] }>;
}

export interface GoogleMapsApi {
  places: {
    AutocompleteService: new () => AutocompleteService;
  };
}

export interface GoogleMapsWindow {
  google?: { maps?: GoogleMapsApi };
}
