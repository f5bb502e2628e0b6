import InterludeExport

extension SceneCatalog {
    /// The seed demos' catalog (``seedDemos``), then the "Modern UIKit" section's scenes: what
    /// `interlude list/render/export/play` offer.
    public static var allDemos: SceneCatalog {
        var catalog = SceneCatalog.seedDemos
        for scene in ModernUIKitScenes.all { catalog.register(scene) }
        return catalog
    }
}
