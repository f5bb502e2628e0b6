import Testing
@testable import InterludeGraphics
@testable import InterludeUIKit

/// Right-to-left layout as UIKit documents it: `UIView.semanticContentAttribute`,
/// `effectiveUserInterfaceLayoutDirection` and the class methods of UIView.h, the layout
/// direction trait, and what follows a view's direction (Auto Layout's leading and trailing,
/// directional margins, stack views, natural text alignment, the navigation controller and bar).
@MainActor
@Suite("Right-to-left layout")
struct RightToLeftLayoutTests {
    /// Runs `body` with the app laid out right to left, then restores left to right.
    private func rightToLeftApp(_ body: () throws -> Void) rethrows {
        UIApplication.shared.simulateUserInterfaceLayoutDirectionChange(to: .rightToLeft)
        defer { UIApplication.shared.simulateUserInterfaceLayoutDirectionChange(to: .leftToRight) }
        try body()
    }

    final class TraitLoggingView: UIView {
        var previousDirections: [UITraitEnvironmentLayoutDirection] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previousDirections.append(previousTraitCollection?.layoutDirection ?? .unspecified)
        }
    }

    // MARK: The direction and its inheritance

    // https://developer.apple.com/documentation/uikit/uisemanticcontentattribute,
    // .../uiuserinterfacelayoutdirection and .../uitraitenvironmentlayoutdirection.
    @Test("The semantic content attribute and the two direction enumerations have UIKit's raw values")
    func rawValues() {
        #expect(
            [UISemanticContentAttribute.unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft].map(
                \.rawValue) == [0, 1, 2, 3, 4])
        #expect(UIUserInterfaceLayoutDirection.leftToRight.rawValue == 0)
        #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
        #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
        #expect(UITraitEnvironmentLayoutDirection.leftToRight.rawValue == 0)
        #expect(UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
        #expect(UIView().semanticContentAttribute == .unspecified)
    }

    // UIView.h: "when provided a layout direction of RightToLeft and a semantic content attribute
    // of Playback, this method returns LeftToRight"; .unspecified "is flipped when switching
    // between left-to-right and right-to-left layouts"
    // (https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/unspecified);
    // playback and spatial views "are not flipped".
    @Test("userInterfaceLayoutDirection(for:relativeTo:): forced attributes win, playback and spatial stay left to right")
    func directionRelativeTo() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: direction) == direction)
            #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: direction) == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: direction) == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: direction) == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: direction) == .rightToLeft)
        }
    }

    // UIView.h: userInterfaceLayoutDirection(for:) is "relative to the application-wide layout
    // direction (as returned by UIApplication.sharedApplication.userInterfaceLayoutDirection)".
    @Test("userInterfaceLayoutDirection(for:) reads the attribute relative to the app's direction")
    func directionRelativeToApp() {
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        rightToLeftApp {
            #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
            #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
            #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        }
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
    }

    // effectiveUserInterfaceLayoutDirection is "appropriate for arranging the immediate content of
    // the view ... you can't assume that the value propagates through the view's subtree"
    // (https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection).
    @Test("A view's effective direction is its attribute read against its traits; it does not pass to subviews")
    func effectiveDirection() {
        let window = makeWindow()
        let parent = UIView(), child = UIView()
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(window.traitCollection.layoutDirection == .leftToRight)
        #expect(parent.effectiveUserInterfaceLayoutDirection == .leftToRight)
        parent.semanticContentAttribute = .forceRightToLeft
        #expect(parent.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(child.traitCollection.layoutDirection == .leftToRight)
        rightToLeftApp {
            parent.semanticContentAttribute = .playback
            #expect(window.traitCollection.layoutDirection == .rightToLeft)
            #expect(parent.effectiveUserInterfaceLayoutDirection == .leftToRight)
            #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            parent.semanticContentAttribute = .spatial
            #expect(parent.effectiveUserInterfaceLayoutDirection == .leftToRight)
            parent.semanticContentAttribute = .unspecified
            #expect(parent.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
    }

    // The layout direction is a trait like the others: a window's views inherit it, and a trait
    // collection made with init(layoutDirection:) "contains only the specified layout direction
    // trait" (https://developer.apple.com/documentation/uikit/uitraitcollection/init(layoutdirection:)),
    // which a container can set as a child's override.
    @Test("A container's trait override makes a child right to left; its views hear the trait change")
    func traitOverride() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = makeWindow(root: parent)
        let view = TraitLoggingView()
        child.view.addSubview(view)
        let override = UITraitCollection(layoutDirection: .rightToLeft)
        #expect(override.layoutDirection == .rightToLeft && override.horizontalSizeClass == .unspecified)
        parent.setOverrideTraitCollection(override, forChild: child)
        #expect(view.traitCollection.layoutDirection == .rightToLeft)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(parent.view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(view.previousDirections == [.leftToRight])
        #expect(window.traitCollection.layoutDirection == .leftToRight)
    }

    @Test("Changing the app's direction tells the trait environments whose traits change")
    func appDirectionChange() {
        let window = makeWindow()
        let view = TraitLoggingView()
        window.addSubview(view)
        rightToLeftApp {
            #expect(view.traitCollection.layoutDirection == .rightToLeft)
            #expect(view.previousDirections == [.leftToRight])
        }
        #expect(view.previousDirections == [.leftToRight, .rightToLeft])
    }

    // MARK: Auto Layout

    /// Windows of the test, kept alive while it runs (a view holds its superview weakly).
    private let windows = WindowKeeper()

    final class WindowKeeper {
        var windows: [UIWindow] = []
    }

    /// A 300-point container in a window with a 50-point child placed by `constraints`.
    private func constrained(_ constraints: (UIView, UIView) -> [NSLayoutConstraint]) -> (UIView, UIView) {
        let window = makeWindow()
        windows.windows.append(window)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.addSubview(container)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate(
            constraints(container, child) + [
                child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 10),
                child.topAnchor.constraint(equalTo: container.topAnchor),
            ])
        return (container, child)
    }

    // NSLayoutConstraint.Attribute.leading: "for right-to-left languages like Hebrew or Arabic,
    // this is the same as right" (https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/leading).
    @Test("Leading and trailing are right and left in a right-to-left view; left and right do not flip")
    func leadingAndTrailing() {
        let (container, child) = constrained { container, child in
            [child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)]
        }
        container.layoutIfNeeded()
        #expect(child.frame.minX == 20)
        container.semanticContentAttribute = .forceRightToLeft
        container.layoutIfNeeded()
        #expect(abs(child.frame.maxX - (300 - 20)) < 1e-6)
        container.semanticContentAttribute = .unspecified
        container.layoutIfNeeded()
        #expect(child.frame.minX == 20)

        let (physical, left) = constrained { container, child in
            [child.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 20)]
        }
        physical.semanticContentAttribute = .forceRightToLeft
        physical.layoutIfNeeded()
        #expect(left.frame.minX == 20)

        let (trailing, end) = constrained { container, child in
            [container.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: 30)]
        }
        trailing.semanticContentAttribute = .forceRightToLeft
        trailing.layoutIfNeeded()
        #expect(end.frame.minX == 30)
    }

    @Test("The app's direction flips leading and trailing in every view that follows it")
    func appDirectionFlipsConstraints() {
        let (container, child) = constrained { container, child in
            [child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)]
        }
        container.layoutIfNeeded()
        rightToLeftApp {
            container.layoutIfNeeded()
            #expect(abs(child.frame.maxX - (300 - 20)) < 1e-6)
        }
        container.layoutIfNeeded()
        #expect(child.frame.minX == 20)
    }

    // directionalLayoutMargins: "the leading margin is applied to the right edge of the view in
    // right-to-left layouts"; layoutMargins' left and right are "synchronized" with leading and
    // trailing (https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins,
    // .../uiview/layoutmargins).
    @Test("Directional margins map to layoutMargins by the view's direction; the leading margin attribute follows")
    func directionalMargins() {
        let (container, child) = constrained { container, child in
            [child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor)]
        }
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        container.layoutIfNeeded()
        #expect(container.layoutMargins.left == 10 && container.layoutMargins.right == 30)
        #expect(child.frame.minX == 10)
        container.semanticContentAttribute = .forceRightToLeft
        #expect(container.layoutMargins.left == 30 && container.layoutMargins.right == 10)
        #expect(container.directionalLayoutMargins.leading == 10)
        container.layoutIfNeeded()
        #expect(abs(child.frame.maxX - (300 - 10)) < 1e-6)

        let (margins, marginChild) = constrained { container, child in
            [child.leadingAnchor.constraint(equalTo: container.leadingAnchor).with(secondAttribute: .leadingMargin)]
        }
        margins.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 15, bottom: 0, trailing: 5)
        margins.semanticContentAttribute = .forceRightToLeft
        margins.layoutIfNeeded()
        #expect(abs(marginChild.frame.maxX - (300 - 15)) < 1e-6)
    }

    @Test("Margins set as layoutMargins keep their left and right when the direction changes")
    func physicalMargins() {
        let view = UIView()
        view.layoutMargins = UIEdgeInsets(top: 1, left: 5, bottom: 2, right: 15)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 5, bottom: 2, right: 15))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 15, bottom: 2, trailing: 5))
    }

    // UIStackView lays out horizontally with its arranged subviews' leading and trailing edges;
    // a playback stack (transport controls) is "not flipped".
    @Test("A horizontal stack runs from its right edge right to left; a playback stack keeps left to right")
    func stackView() {
        let window = makeWindow()
        let views = (0..<3).map { _ in UIView() }
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        stack.distribution = .fillEqually
        window.addSubview(stack)
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 100, 200])
        rightToLeftApp {
            stack.layoutIfNeeded()
            #expect(views.map(\.frame.minX) == [200, 100, 0])
            stack.semanticContentAttribute = .playback
            stack.layoutIfNeeded()
            #expect(views.map(\.frame.minX) == [0, 100, 200])
        }
    }

    // MARK: Text and controls

    /// The columns of `label`'s text drawn at 1× on white.
    private func inkColumns(of label: UILabel) -> [Int] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: label.bounds.size, format: format).image { context in
            UIColor.white.setFill()
            context.fill(label.bounds)
            label.drawText(in: label.bounds)
        }.cgImage!
        image.surface.flush()
        func pixel(_ x: Int, _ y: Int) -> UInt32 {
            UnsafeRawPointer(image.surface.data + y * image.surface.stride).assumingMemoryBound(to: UInt32.self)[x]
        }
        return (0..<image.width).filter { x in (0..<image.height).contains { y in pixel(x, y) & 0xff < 0x80 } }
    }

    // NSTextAlignment.natural: "the default alignment for left-to-right scripts is left, and the
    // default alignment for right-to-left scripts is right"
    // (https://developer.apple.com/documentation/uikit/nstextalignment/natural).
    @Test("A label's natural alignment is right when it lays out right to left; an explicit left stays left")
    func naturalAlignment() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Hello"
        #expect(label.textAlignment == .natural)
        let leftToRight = inkColumns(of: label)
        #expect(try #require(leftToRight.max()) < 100)
        label.semanticContentAttribute = .forceRightToLeft
        let rightToLeft = inkColumns(of: label)
        #expect(try #require(rightToLeft.min()) > 100)
        label.textAlignment = .left
        #expect(try #require(inkColumns(of: label).max()) < 100)
    }

    // UIControl.ContentHorizontalAlignment.leading: "aligns the content with the leading edge"
    // (https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment/leading).
    @Test("A control's leading and trailing content alignments resolve to right and left right to left")
    func controlAlignment() {
        let control = UIControl()
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.semanticContentAttribute = .forceRightToLeft
        #expect(control.effectiveContentHorizontalAlignment == .right)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.contentHorizontalAlignment = .left
        #expect(control.effectiveContentHorizontalAlignment == .left)
    }

    // A button's image and title are its immediate content: flipped right to left, the image
    // leads on the right ("whether the view should be flipped when switching between
    // left-to-right and right-to-left layouts",
    // https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute).
    @Test("A right-to-left button puts its image right of its title; the pair keeps its centred place")
    func buttonImageAfterTitle() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.setTitle("Title", for: .normal)
        button.setImage(image, for: .normal)
        button.layoutIfNeeded()
        let imageView = try #require(button.imageView), label = try #require(button.titleLabel)
        #expect(imageView.frame.maxX == label.frame.minX)
        let pair = imageView.frame.union(label.frame)
        button.semanticContentAttribute = .forceRightToLeft
        button.layoutIfNeeded()
        #expect(label.frame.maxX == imageView.frame.minX)
        #expect(imageView.frame.union(label.frame) == pair)
    }

    // MARK: Navigation

    @Test("Right to left, a push slides the new page in from the left and the edge-swipe pop starts at the right edge")
    func navigationSlide() throws {
        try rightToLeftApp {
            let a = UIViewController(), b = UIViewController()
            let navigation = UINavigationController(rootViewController: a)
            let window = makeWindow(root: navigation)
            navigation.pushViewController(b, animated: true)
            window.advance(by: 0.1)
            #expect(shownFrame(b.view).maxX < 390 && shownFrame(b.view).maxX > 0)
            #expect(shownFrame(b.view).minX < 0)
            #expect(shownFrame(a.view).minX > 0)
            window.advance(by: 0.4)
            #expect(shownFrame(b.view).minX == 0)
            let gesture = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
            #expect(gesture.edges == .right)
            // A swipe from the left edge does nothing; one from the right edge leftwards pops.
            window.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
            window.advance(by: 0.5)
            #expect(navigation.viewControllers == [a, b])
            window.sendTouch(.began, at: CGPoint(x: 388, y: 400))
            window.dragMove(to: CGPoint(x: 290, y: 400), duration: 0.2)
            let percent = (388.0 - 290) / 390
            let eased = CubicBezier(0.42, 0, 0.58, 1).solve(percent)
            #expect(abs(shownFrame(b.view).minX + 390 * eased) < 1e-6)
            window.dragMove(to: CGPoint(x: 60, y: 400), duration: 0.2)
            window.sendTouch(.ended, at: CGPoint(x: 60, y: 400))
            window.advance(by: 0.35)
            #expect(navigation.viewControllers == [a])
        }
    }

    @Test("A right-to-left bar is mirrored: back button and left items at the right, right items at the left")
    func navigationBarMirrors() throws {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let back = UINavigationItem(title: "Inbox"), top = UINavigationItem(title: "Message")
        let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        top.rightBarButtonItem = done
        top.leftBarButtonItem = edit
        top.leftItemsSupplementBackButton = true
        bar.setItems([back, top], animated: false)
        bar.barButtonItemsChanged()
        let doneLeftToRight = try #require(done.shownView).frame
        let editLeftToRight = try #require(edit.shownView).frame
        #expect(bar.backButton.frame.minX == 0)
        #expect(bar.backButton.currentAttributedTitle?.string == "‹ Inbox")
        bar.semanticContentAttribute = .forceRightToLeft
        bar.layoutIfNeeded()
        #expect(bar.backButton.frame.maxX == 390)
        #expect(bar.backButton.currentAttributedTitle?.string == "Inbox ›")
        let doneFrame = try #require(done.shownView).frame, editFrame = try #require(edit.shownView).frame
        #expect(doneFrame.minX == 390 - doneLeftToRight.maxX && doneFrame.minX == UINavigationBar.itemEdgeInset)
        #expect(editFrame.maxX == 390 - editLeftToRight.minX && editFrame.maxX == 390 - UINavigationBar.backButtonWidth)
        #expect(bar.titleLabel.frame.midX == 195)
    }

    // UIKit's standard bars flip in right-to-left localizations (WWDC 2015 session 222, "New
    // UIKit Support for International User Interfaces": standard controls, tab bars and toolbars
    // lay out their items from the right).
    @Test("A right-to-left toolbar runs its items from the right edge; a tab bar's first item is the rightmost")
    func barsRunFromTheRight() throws {
        let window = makeWindow()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 400, height: 44))
        window.addSubview(toolbar)
        let first = UIBarButtonItem(title: "First", style: .plain, target: nil, action: nil)
        let second = UIBarButtonItem(title: "Second", style: .plain, target: nil, action: nil)
        toolbar.setItems([first, second], animated: false)
        window.layoutIfNeeded()
        let firstLeftToRight = try #require(first.shownView).frame
        #expect(firstLeftToRight.minX == UIToolbar.itemEdgeInset)
        toolbar.semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        let firstFrame = try #require(first.shownView).frame, secondFrame = try #require(second.shownView).frame
        #expect(firstFrame.maxX == 400 - UIToolbar.itemEdgeInset)
        #expect(secondFrame.maxX == firstFrame.minX)

        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        let tabWindow = makeWindow(root: tabs)
        #expect(tabs.tabBar.frameOfItem(at: 0).minX == 0)
        tabs.tabBar.semanticContentAttribute = .forceRightToLeft
        tabWindow.layoutIfNeeded()
        #expect(tabs.tabBar.frameOfItem(at: 0) == CGRect(x: 195, y: 0, width: 195, height: 49))
        #expect(tabs.tabBar.frameOfItem(at: 1).minX == 0)
    }

    // MARK: What keeps its physical edges

    // UIRectEdge names physical edges (.left: "the left edge of the rectangle",
    // https://developer.apple.com/documentation/uikit/uirectedge/left), and a screen-edge pan's
    // `edges` are "the acceptable starting edges for the gesture"; CACornerMask's corners are
    // min/max x and y (https://developer.apple.com/documentation/quartzcore/cacornermask).
    @Test("A screen-edge pan's edges and a layer's masked corners are physical in a right-to-left app")
    func physicalEdges() {
        rightToLeftApp {
            let window = makeWindow()
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            var recognized = 0
            let pan = UIScreenEdgePanGestureRecognizer { recognizer in
                if recognizer.state == .began { recognized += 1 }
            }
            pan.edges = .left
            view.addGestureRecognizer(pan)
            window.drag(from: CGPoint(x: 398, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.3)
            window.advance(by: 0.1)
            #expect(recognized == 0)
            window.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
            window.advance(by: 0.1)
            #expect(recognized == 1)
            view.layer.maskedCorners = [.layerMinXMinYCorner]
            view.layer.cornerRadius = 10
            #expect(view.layer.maskedCorners == [.layerMinXMinYCorner])
        }
    }
}

extension NSLayoutConstraint {
    /// The same constraint with its second attribute replaced (to reach attributes anchors do not name).
    fileprivate func with(secondAttribute: Attribute) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: firstItem as Any, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
            attribute: secondAttribute, multiplier: multiplier, constant: constant)
    }
}
