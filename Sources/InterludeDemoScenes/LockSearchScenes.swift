import Interlude
import InterludeDemos
import InterludeExport

extension SeedDemo {
    /// Seed 003, all four parts: the LockSearch app.
    public static let lockSearch = SeedDemo(
        name: "LockSearch", seed: "003",
        teaches: "UIViewPropertyAnimator from the ground up: an animator factory, an animated blur effect on a custom "
            + "Bézier curve, keyframes, springs and a cross-fading button title (parts 20–21); an animator scrubbed "
            + "by a press through fractionComplete, then finished into a menu or reversed (part 22); and a "
            + "presentation whose animator is interruptible — driven by a pull on the list, or paused by a touch "
            + "and finished or cancelled by a swipe (part 23).",
        scenes: [
            LockSearchScenes.searchBlur, LockSearchScenes.showMore, LockSearchScenes.preview,
            LockSearchScenes.settings, LockSearchScenes.pullToPresent, LockSearchScenes.pauseAndSwipe,
        ])
}

/// The LockSearch demo's scripted interactions. Each scene opens the app at t = 0 (the widgets
/// scale up, the clock drops in) and acts once that has settled, at 0.8 s.
enum LockSearchScenes {
    /// Points on the settled lock screen, in window coordinates.
    static let searchField = CGPoint(x: 120, y: 236)
    /// The results-list button at the end of the search field (the field spans x 24…366).
    static let searchResultsButton = CGPoint(x: 351, y: 236)
    static let showMoreButton = CGPoint(x: 318, y: 306)
    static let firstIcon = CGPoint(x: 66.6, y: 360)
    static let secondIcon = CGPoint(x: 152.2, y: 360)
    static let thirdIcon = CGPoint(x: 237.8, y: 360)
    static let edit = CGPoint(x: 195, y: 566)
    /// The settings' Cancel row once presented (the card sits 100 pt lower than laid out).
    static let settingsCancel = CGPoint(x: 195, y: 445)

    static let searchBlur = ScriptedScene(
        name: "locksearch-search-blur",
        summary: "Search begins (a tap in the UISearchBar): the widgets blur (UIBlurEffect .dark animated from nil), "
            + "shrink to 0.75 and fade on a custom Bézier (0.55 s); the results-list button ends it and reverses "
            + "that. Then an icon of the widget's collection view jiggles; a second tap while it runs is ignored.",
        duration: 4.2
    ) { window in
        let lock = openLockScreen(in: window)
        return SceneScript(
            cues: [
                .tap(at: searchField, time: 1.0, in: window),
                .tap(at: searchResultsButton, time: 2.2, in: window),
                .tap(at: secondIcon, time: 3.0, in: window),
                .tap(at: secondIcon, time: 3.15, in: window),
                .tap(at: secondIcon, time: 3.6, in: window),
            ],
            probes: [
                .blurRadius("blur.radius", of: lock.blurView),
                .presented("list.scale", of: lock.tableView.layer) { Double($0.affineTransform().a) },
                .presented("list.opacity", of: lock.tableView.layer) { Double($0.opacity) },
                .presented("time.y", of: lock.timeLabel.layer) { Double($0.position.y) },
                PropertyProbe("icon.rotation") { [weak lock] in
                    guard let icon = lock?.favorites?.widgetView.iconCell(at: 1)?.icon.layer else { return .nan }
                    let t = (icon.presentation() ?? icon).affineTransform()
                    return Double(atan2(t.b, t.a))
                },
            ])
    }

    static let showMore = ScriptedScene(
        name: "locksearch-show-more",
        summary: "Show More springs the favourites widget's height constraint from 130 to 230 pt (mass 30, stiffness "
            + "1000, damping 300) with the table's beginUpdates/endUpdates inside the animator, moving the rows "
            + "below, while the title cross-fades to Show Less; then back.",
        duration: 4.0
    ) { window in
        let lock = openLockScreen(in: window)
        return SceneScript(
            cues: [
                .tap(at: showMoreButton, time: 0.8, in: window),
                .tap(at: showMoreButton, time: 2.4, in: window),
            ],
            probes: [
                PropertyProbe("favorites.height") { [weak lock] in
                    guard let card = lock?.favorites?.cardView.layer else { return .nan }
                    return Double((card.presentation() ?? card).bounds.height)
                },
                PropertyProbe("edit.top") { [weak lock] in
                    guard let row = lock?.editCell?.layer else { return .nan }
                    return Double((row.presentation() ?? row).frame.minY)
                },
            ])
    }

    static let preview = ScriptedScene(
        name: "locksearch-preview",
        summary: "Pressing an icon scrubs the preview animator (blur and a 1.5× menu turning −π/8) by the press; "
            + "a full press finishes it and springs the menu open; a tap on the blur resets; a press released "
            + "early reverses.",
        duration: 5.0
    ) { window in
        let lock = openLockScreen(in: window)
        return SceneScript(
            cues: Cue.press(at: firstIcon, time: 0.8, duration: 1.2, in: window)
                + [Cue.tap(at: CGPoint(x: 200, y: 720), time: 2.8, in: window)]
                + Cue.press(at: thirdIcon, time: 3.8, duration: 0.5, in: window),
            probes: [
                .blurRadius("blur.radius", of: lock.blurView),
                .presented("menu.scale", of: lock.previewEffectView.layer) {
                    let t = $0.affineTransform()
                    return Double((t.a * t.a + t.b * t.b).squareRoot())
                },
                .presented("menu.width", of: lock.previewEffectView.layer) { Double($0.bounds.width) },
                PropertyProbe("preview.fractionComplete") { [weak lock] in
                    lock?.previewAnimator.map { Double($0.fractionComplete) } ?? .nan
                },
            ])
    }

    static let settings = ScriptedScene(
        name: "locksearch-settings",
        summary: "Edit presents the settings with PresentTransition: a property animator slides and fades them in "
            + "(0.75 s) with the blur as an aux animation; Cancel dismisses them and the blur fades.",
        duration: 3.4
    ) { window in
        let lock = openLockScreen(in: window)
        return SceneScript(
            cues: [
                .tap(at: edit, time: 0.8, in: window),
                .tap(at: settingsCancel, time: 2.3, in: window),
            ], probes: settingsProbes(lock))
    }

    static let pullToPresent = ScriptedScene(
        name: "locksearch-pull-to-present",
        summary: "Pulling the list down presents the settings interactively: released at 32 % the transition "
            + "cancels; pulled past half it finishes.",
        duration: 4.2
    ) { window in
        let lock = openLockScreen(in: window)
        return SceneScript(
            cues: Cue.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 720), start: 0.8, duration: 0.6, in: window)
                + Cue.drag(from: CGPoint(x: 195, y: 450), to: CGPoint(x: 195, y: 685), start: 2.2, duration: 0.8, in: window),
            probes: settingsProbes(lock) + [
                PropertyProbe("list.offsetY") { [weak lock] in
                    lock.map { Double($0.tableView.contentOffset.y) } ?? .nan
                }
            ])
    }

    static let pauseAndSwipe = ScriptedScene(
        name: "locksearch-pause-and-swipe",
        summary: "A touch during Edit's presentation pauses it; a swipe up then cancels it. The second time, a "
            + "swipe down finishes it.",
        duration: 4.2
    ) { window in
        let lock = openLockScreen(in: window)
        let touch = CGPoint(x: 195, y: 500)
        return SceneScript(
            cues: [Cue.tap(at: edit, time: 0.8, in: window)]
                + Cue.drag(from: touch, to: CGPoint(x: 195, y: 420), start: 1.0, duration: 0.3, in: window)
                + [Cue.tap(at: edit, time: 2.3, in: window)]
                + Cue.drag(from: touch, to: CGPoint(x: 195, y: 580), start: 2.5, duration: 0.3, in: window),
            probes: settingsProbes(lock))
    }

    /// A lock screen as the window's root (its opening animations start at once).
    @MainActor
    static func openLockScreen(in window: UIWindow) -> LockScreenViewController {
        let lock = LockScreenViewController()
        window.rootViewController = lock
        return lock
    }

    @MainActor
    static func settingsProbes(_ lock: LockScreenViewController) -> [PropertyProbe] {
        [
            .blurRadius("blur.radius", of: lock.blurView),
            PropertyProbe("transition.fractionComplete") { [weak lock] in
                lock?.presentTransition.animator.map { Double($0.fractionComplete) } ?? .nan
            },
            PropertyProbe("settings.top") { [weak lock] in
                // The on-screen top edge: position, transform (scale about the centre, then translation).
                guard let view = lock?.settingsController?.viewIfLoaded, view.window != nil else { return .nan }
                let layer = view.layer.presentation() ?? view.layer
                let t = layer.affineTransform()
                return Double(layer.position.y + t.ty - layer.bounds.height * layer.anchorPoint.y * t.d)
            },
            PropertyProbe("settings.opacity") { [weak lock] in
                guard let view = lock?.settingsController?.viewIfLoaded, view.window != nil else { return .nan }
                return Double((view.layer.presentation() ?? view.layer).opacity)
            },
        ]
    }
}
