import Interlude
import InterludeDemos
import InterludeExport

extension SeedDemo {
    /// Seed 004: a custom modal presentation as a drop-down menu.
    public static let dropDownPopover = SeedDemo(
        name: "Drop-down popover", seed: "004",
        teaches: "With modalPresentationStyle .custom, the transitioning delegate's UIPresentationController "
            + "sizes the presented view (presentFrame) and adds a translucent cover whose tap dismisses; the "
            + "animation grows the menu from its top edge with anchorPoint (0.5, 0). With .fullScreen the "
            + "presenter's view is removed when the presentation ends, and the seed's animator, which never adds it back, "
            + "folds the menu over an empty window until the dismissal restores it.",
        scenes: [DropDownPopoverScenes.dropDown, DropDownPopoverScenes.fullScreen])
}

/// The drop-down demo's scripted interactions.
public enum DropDownPopoverScenes {
    /// When the title is tapped and when the menu is dismissed (cover tap or Close).
    public static let openTime = 0.3, dismissTime = 1.6
    /// A point of the cover outside the menu.
    public static let coverPoint = CGPoint(x: 60, y: 640)

    /// Tap the title: the menu grows down from under it inside presentFrame; tap the grey cover:
    /// it folds back up.
    public static let dropDown = ScriptedScene(
        name: "popover-dropdown",
        summary:
            "The title's tap grows the menu from its top edge over a translucent cover; a tap on the cover folds it back up.",
        duration: 2.4
    ) { window in
        script(in: window, style: .custom, dismissAt: coverPoint)
    }

    /// The same present with `.fullScreen`: the presenter's view leaves the window when it ends.
    /// The seed's dismissal does not add the presenter's view (the `.to` view) to the container, so
    /// the menu folds over the bare window and the presenter is restored when the dismissal ends.
    public static let fullScreen = ScriptedScene(
        name: "popover-fullscreen",
        summary:
            "Presented .fullScreen, the see-through menu ends with the presenter's view removed; after Close's fold-up it is restored.",
        duration: 2.4
    ) { window in
        let close = PopoverMenuViewController.closeButtonFrame
        return script(in: window, style: .fullScreen, dismissAt: CGPoint(x: close.midX, y: close.midY))
    }

    @MainActor
    static func script(in window: UIWindow, style: UIModalPresentationStyle, dismissAt point: CGPoint) -> SceneScript {
        let home = PopoverHomeViewController(title: "Home", log: AppearanceLog())
        home.menuStyle = style
        window.rootViewController = home
        let title = PopoverHomeViewController.titleButtonFrame
        return SceneScript(
            cues: [
                .tap(at: CGPoint(x: title.midX, y: title.midY), time: openTime, in: window),
                .tap(at: point, time: dismissTime, in: window),
            ],
            probes: [
                PropertyProbe("menu.height") {
                    guard let menu = home.lastMenu?.viewIfLoaded else { return .nan }
                    return Double(shownFrame(of: menu).height)
                },
                PropertyProbe("presenter.inWindow") { home.view.window == nil ? 0 : 1 },
            ])
    }
}
