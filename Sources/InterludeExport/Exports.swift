// The sinks take a `PNGEncoder` (and its `PNGRowFilter`) in their public initialisers, so users of
// the export module see the PNG writer's types without importing it.
@_exported import InterludePNG
