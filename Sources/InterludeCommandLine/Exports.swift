// A tool names its scenes (`SceneCatalog`, `ScriptedScene`) without importing the export module.
@_exported import InterludeExport
