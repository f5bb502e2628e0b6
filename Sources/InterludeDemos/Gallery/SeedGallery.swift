import InterludeExport

/// The seven demo apps of the seed articles, in the order of the gallery.
public enum SeedGallery {
    /// Every demo, as issue 4 lists them.
    public static let demos: [SeedDemo] = [
        .navAnimator, .slideTransitions, .scalePresent, .dropDownPopover, .photoZoom, .lockSearch, .pushAndPop,
    ]

    /// The demo called `name` (case-insensitive), or nil.
    public static func demo(named name: String) -> SeedDemo? {
        demos.first { $0.name.lowercased() == name.lowercased() }
    }

    /// Every demo scene, after the built-in scenes, for `interlude list/render/export`.
    public static var catalog: SceneCatalog {
        var catalog = SceneCatalog.builtIn
        for demo in demos { for scene in demo.scenes { catalog.register(scene) } }
        return catalog
    }
}
