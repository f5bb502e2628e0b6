import Interlude
import InterludeDemos
import InterludeExport

/// The gallery's "Modern UIKit" section: one small app per transition of iOS 13–18 (sheets with
/// detents and drag-to-dismiss, the zoom, popovers, `CATransition`, page view controllers, custom
/// containers), written against the public UIKit API and played by scripted touches.
public enum ModernUIKitScenes {
    /// The section as a gallery group.
    public static let group = SceneGroup(
        name: "Modern UIKit", caption: "iOS 13–18",
        summary: "The transitions UIKit gained after the seed articles, each in a small app: a sheet that rests at "
            + "detents and is dragged between them, a sheet dragged down to dismiss (blocked while "
            + "isModalInPresentation, cancelled, finished), the iOS 18 zoom for a push and its interactive "
            + "dismissal by dragging, a popover kept a popover on the phone, a CATransition push on a navigation "
            + "controller's layer, a page view controller paged with the finger, and a custom container's "
            + "transition(from:to:duration:options:animations:completion:).",
        scenes: all)

    /// Every scene of the section, in the gallery's order.
    public static let all: [ScriptedScene] = [
        sheetDetents, sheetDragToDismiss, zoomPushPop, zoomDragToDismiss, popover, caTransitionPush, pageScroll,
        containerFlip,
    ]

    /// The centre of `frame`.
    static func center(_ frame: CGRect) -> CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// A drag from `start` to `end` over `duration` that then holds still for `hold` seconds
    /// before the finger lifts (released without velocity).
    @MainActor
    static func dragAndHold(
        from start: CGPoint, to end: CGPoint, start time: Double, duration: Double, hold: Double, in window: UIWindow
    ) -> [Cue] {
        Cue.drag(from: start, to: end, start: time, duration: duration, lift: false, in: window)
            + [Cue.touch(.ended, at: end, time: time + duration + hold, in: window)]
    }

    /// The shown frame of `view` in its window (NaN fields when it is not in one).
    @MainActor
    static func shownFrameInWindow(_ view: UIView?) -> CGRect {
        guard let view, let window = view.window else { return CGRect(x: Double.nan, y: .nan, width: .nan, height: .nan) }
        let layer = view.layer.presentation() ?? view.layer
        guard let superview = view.superview else { return layer.frame }
        return superview.convert(layer.frame, to: window)
    }

    // MARK: Sheets

    /// Cue times of ``sheetDetents``.
    public static let sheetDetentsTimes = (present: 0.3, dragUp: 1.2, dragDown: 2.4)

    /// The trip map's sheet: presented at medium (the map undimmed), dragged up to large (the map
    /// scales back into a card), dragged back down to medium and released still.
    public static let sheetDetents = ScriptedScene(
        name: "modern-sheet-detents",
        summary: "A sheet with medium and large detents and a grabber: it rises to medium over the undimmed map; "
            + "dragged up and let go it springs to large as the map scales back into a card; dragged down and "
            + "released still it settles at medium.",
        duration: 4.0
    ) { window in
        let map = TripMapViewController()
        window.rootViewController = map
        let times = sheetDetentsTimes
        return SceneScript(
            cues: [Cue.tap(at: center(TripMapViewController.detailsButtonFrame), time: times.present, in: window)]
                + Cue.drag(
                    from: CGPoint(x: 195, y: 440), to: CGPoint(x: 195, y: 150), start: times.dragUp, duration: 0.4,
                    in: window)
                + dragAndHold(
                    from: CGPoint(x: 195, y: 80), to: CGPoint(x: 195, y: 400), start: times.dragDown, duration: 0.5,
                    hold: 0.2, in: window),
            probes: [
                PropertyProbe("sheet.top") { [weak map] in Double(shownFrameInWindow(map?.details?.viewIfLoaded).minY) },
                PropertyProbe("map.scale") { [weak map] in
                    guard let layer = map?.viewIfLoaded?.layer else { return .nan }
                    return Double((layer.presentation() ?? layer).affineTransform().a)
                },
            ])
    }

    /// Cue times of ``sheetDragToDismiss``.
    public static let sheetDragToDismissTimes = (
        present: 0.3, blockedDrag: 1.2, discard: 2.7, shortDrag: 3.3, longDrag: 4.5
    )

    /// The note draft's sheet: a drag while it has unsaved changes is blocked (the sheet resists;
    /// the delegate offers "Discard changes"), a short drag after discarding is cancelled, a long
    /// one dismisses it.
    public static let sheetDragToDismiss = ScriptedScene(
        name: "modern-sheet-drag-to-dismiss",
        summary: "A draft with unsaved changes is isModalInPresentation: dragged down it resists and springs back, "
            + "and presentationControllerDidAttemptToDismiss offers Discard. Discarded, a short drag released "
            + "still is a cancelled dismissal; a long, fast one dismisses the sheet as the notes scale forward.",
        duration: 6.0
    ) { window in
        let notes = NotesViewController()
        window.rootViewController = notes
        let times = sheetDragToDismissTimes
        let top = CGPoint(x: 195, y: 120)
        // The Discard button in the draft, whose sheet rests at the large detent (54 pt down).
        let discard = center(DraftViewController.discardButtonFrame.offsetBy(dx: 0, dy: 54))
        return SceneScript(
            cues: [Cue.tap(at: center(NotesViewController.newNoteButtonFrame), time: times.present, in: window)]
                + dragAndHold(
                    from: top, to: CGPoint(x: 195, y: 420), start: times.blockedDrag, duration: 0.4, hold: 0.3,
                    in: window)
                + [Cue.tap(at: discard, time: times.discard, in: window)]
                + dragAndHold(
                    from: top, to: CGPoint(x: 195, y: 300), start: times.shortDrag, duration: 0.3, hold: 0.2,
                    in: window)
                + Cue.drag(from: top, to: CGPoint(x: 195, y: 620), start: times.longDrag, duration: 0.4, in: window),
            probes: [
                PropertyProbe("sheet.top") { [weak notes] in Double(shownFrameInWindow(notes?.draft?.viewIfLoaded).minY) },
                PropertyProbe("notes.scale") { [weak notes] in
                    guard let layer = notes?.viewIfLoaded?.layer else { return .nan }
                    return Double((layer.presentation() ?? layer).affineTransform().a)
                },
            ])
    }

    // MARK: Zoom

    /// The library in a navigation controller, in `window`.
    @MainActor
    static func library(in window: UIWindow) -> LibraryViewController {
        let library = LibraryViewController()
        let navigation = UINavigationController(rootViewController: library)
        window.rootViewController = navigation
        return library
    }

    /// The window point of thumbnail `index` of the library (under the 91 pt of status and navigation bars,
    /// which the library's view lies under).
    @MainActor
    static func thumbnailCenter(_ index: Int) -> CGPoint { center(LibraryViewController.cellFrame(at: index)) }

    @MainActor
    static func zoomProbes(_ library: LibraryViewController) -> [PropertyProbe] {
        [
            PropertyProbe("photo.width") { [weak library] in
                Double(shownFrameInWindow(library?.photoController?.viewIfLoaded).width)
            },
            PropertyProbe("photo.minY") { [weak library] in
                Double(shownFrameInWindow(library?.photoController?.viewIfLoaded).minY)
            },
        ]
    }

    /// Cue times of ``zoomPushPop``.
    public static let zoomPushPopTimes = (push: 0.3, back: 1.6)

    /// A tap on a thumbnail pushes its photo with `preferredTransition = .zoom`; the back button
    /// zooms it back into the thumbnail.
    public static let zoomPushPop = ScriptedScene(
        name: "modern-zoom-push-pop",
        summary: "preferredTransition = .zoom on a push: the photo grows out of its thumbnail on a critically damped "
            + "spring; the back button zooms it back in. The source view provider is asked both times.",
        duration: 2.8
    ) { window in
        let library = library(in: window)
        return SceneScript(
            cues: [
                .tap(at: thumbnailCenter(4), time: zoomPushPopTimes.push, in: window),
                .tap(at: CGPoint(x: 30, y: 47 + 22), time: zoomPushPopTimes.back, in: window),
            ], probes: zoomProbes(library))
    }

    /// Cue times of ``zoomDragToDismiss``.
    public static let zoomDragToDismissTimes = (push: 0.3, shortDrag: 1.4, fling: 3.1)

    /// The zoomed photo dragged down: a short drag released still springs back (the pop cancelled);
    /// a fast one zooms it back into its thumbnail.
    public static let zoomDragToDismiss = ScriptedScene(
        name: "modern-zoom-drag-to-dismiss",
        summary: "The zoomed photo follows the finger down, shrinking as it goes; released still after 70 pt it "
            + "springs back (the pop cancelled). Flung down, it zooms back into its thumbnail.",
        duration: 4.5
    ) { window in
        let library = library(in: window)
        let times = zoomDragToDismissTimes
        let photo = CGPoint(x: 195, y: 420)
        return SceneScript(
            cues: [Cue.tap(at: thumbnailCenter(4), time: times.push, in: window)]
                + dragAndHold(
                    from: photo, to: CGPoint(x: 195, y: 490), start: times.shortDrag, duration: 0.4, hold: 0.3,
                    in: window)
                + Cue.drag(from: photo, to: CGPoint(x: 195, y: 640), start: times.fling, duration: 0.3, in: window),
            probes: zoomProbes(library))
    }

    // MARK: Popover

    /// Cue times of ``popover``.
    public static let popoverTimes = (show: 0.3, choose: 1.4, showAgain: 2.3, tapOutside: 3.2)

    /// The reader's text-size popover: shown, a size picked (it dismisses), shown again, a tap
    /// outside dismisses it.
    public static let popover = ScriptedScene(
        name: "modern-popover",
        summary: "A popover kept a popover on the phone (the delegate answers .none): it fades in below the Aa "
            + "button with its arrow pointing up; picking Large dismisses it and sets the text; shown again, a tap "
            + "outside dismisses it.",
        duration: 4.0
    ) { window in
        let reader = ReaderViewController()
        window.rootViewController = reader
        let times = popoverTimes
        let button = center(ReaderViewController.textSizeButtonFrame)
        // The menu sits 13 pt below the button, its right edge 10 pt inside the window.
        let menuOrigin = CGPoint(
            x: 390 - 10 - ReaderViewController.menuSize.width, y: ReaderViewController.textSizeButtonFrame.maxY + 13)
        let large = center(TextSizeMenuViewController.rowFrame(at: 2).offsetBy(dx: menuOrigin.x, dy: menuOrigin.y))
        return SceneScript(
            cues: [
                .tap(at: button, time: times.show, in: window),
                .tap(at: large, time: times.choose, in: window),
                .tap(at: button, time: times.showAgain, in: window),
                .tap(at: CGPoint(x: 100, y: 640), time: times.tapOutside, in: window),
            ],
            probes: [
                PropertyProbe("menu.opacity") { [weak reader] in
                    guard let view = reader?.menu?.viewIfLoaded, view.window != nil else { return .nan }
                    return Double((view.layer.presentation() ?? view.layer).opacity)
                },
                PropertyProbe("text.size") { [weak reader] in Double(reader?.textSize ?? .nan) },
            ])
    }

    // MARK: CATransition

    /// Cue times of ``caTransitionPush``.
    public static let caTransitionTimes = (next: 0.3, nextAgain: 1.3, previous: 2.3)

    /// Chapters pushed and popped under a `CATransition` on the navigation controller's layer.
    public static let caTransitionPush = ScriptedScene(
        name: "modern-catransition-push",
        summary: "The classic idiom: navigationController.view.layer.add(transition, forKey: kCATransition), then an "
            + "unanimated push. A .push from the bottom brings chapter 2 and 3 up over 0.5 s; Previous pops with "
            + "a .push from the top.",
        duration: 3.2
    ) { window in
        let log = AppearanceLog()
        let first = ChapterViewController(number: 1, log: log)
        let navigation = UINavigationController(rootViewController: first)
        window.rootViewController = navigation
        let times = caTransitionTimes
        return SceneScript(
            cues: [
                .tap(at: center(ChapterViewController.nextButtonFrame), time: times.next, in: window),
                .tap(at: center(ChapterViewController.nextButtonFrame), time: times.nextAgain, in: window),
                .tap(at: center(ChapterViewController.previousButtonFrame), time: times.previous, in: window),
            ],
            probes: [
                PropertyProbe("chapter") { [weak navigation] in
                    Double((navigation?.topViewController as? ChapterViewController)?.number ?? 0)
                }
            ])
    }

    // MARK: Pages

    /// Cue times of ``pageScroll``.
    public static let pageScrollTimes = (swipe: 0.3, shortDrag: 1.3, flick: 2.7, back: 3.6)

    /// The onboarding paged by the finger: a swipe to page 2, a short drag that springs back, a
    /// flick to page 3, a swipe back to page 2.
    public static let pageScroll = ScriptedScene(
        name: "modern-page-scroll",
        summary: "UIPageViewController with the .scroll style: the pages follow the finger 10 pt apart; a swipe "
            + "turns to page 2, a short drag released still springs back, a short flick projects past half a page "
            + "to page 3, and a swipe right returns to page 2.",
        duration: 4.6
    ) { window in
        let onboarding = OnboardingViewController()
        window.rootViewController = onboarding
        let times = pageScrollTimes
        let y: CGFloat = 560
        return SceneScript(
            cues: Cue.drag(
                from: CGPoint(x: 320, y: y), to: CGPoint(x: 80, y: y), start: times.swipe, duration: 0.35, in: window)
                + dragAndHold(
                    from: CGPoint(x: 300, y: y), to: CGPoint(x: 230, y: y), start: times.shortDrag, duration: 0.4,
                    hold: 0.3, in: window)
                + Cue.drag(
                    from: CGPoint(x: 300, y: y), to: CGPoint(x: 200, y: y), start: times.flick, duration: 0.12,
                    in: window)
                + Cue.drag(
                    from: CGPoint(x: 80, y: y), to: CGPoint(x: 330, y: y), start: times.back, duration: 0.35, in: window),
            probes: [
                PropertyProbe("page") { [weak onboarding] in Double((onboarding?.currentIndex ?? -2) + 1) },
                PropertyProbe("page.minX") { [weak onboarding] in
                    guard let page = onboarding?.pageViewController.viewControllers?.first?.viewIfLoaded else {
                        return .nan
                    }
                    return Double((page.layer.presentation() ?? page.layer).frame.minX)
                },
            ])
    }

    // MARK: Custom container

    /// Cue times of ``containerFlip``.
    public static let containerFlipTimes = (flip: 0.3, flipBack: 1.6)

    /// A custom container flips between its children with
    /// `transition(from:to:duration:options:animations:completion:)`.
    public static let containerFlip = ScriptedScene(
        name: "modern-container-flip",
        summary: "A custom container swaps its two children with transition(from:to:duration:options:animations:"
            + "completion:) and a flip from the left (0.6 s), forwarding the appearance calls; Flip again turns back "
            + "from the right.",
        duration: 2.8
    ) { window in
        let account = AccountContainerViewController()
        window.rootViewController = account
        let times = containerFlipTimes
        return SceneScript(
            cues: [
                .tap(at: center(AccountContainerViewController.flipButtonFrame), time: times.flip, in: window),
                .tap(at: center(AccountContainerViewController.flipButtonFrame), time: times.flipBack, in: window),
            ],
            probes: [
                PropertyProbe("settings.shown") { [weak account] in
                    account.map { $0.shown === $0.settings ? 1 : 0 } ?? .nan
                }
            ])
    }
}
