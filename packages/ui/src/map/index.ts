// Map parts (Leaflet): imported lazily by the app through '@prospect/ui/map', never from the root index.
export {};
