import InterludeExport

extension SceneCatalog {
    /// The built-in scenes, then every seed demo's scenes: what `interlude list/render/export` offer.
    public static var seedDemos: SceneCatalog {
        var catalog = SceneCatalog.builtIn
        for demo in SeedDemo.all { for scene in demo.scenes { catalog.register(scene) } }
        return catalog
    }
}
