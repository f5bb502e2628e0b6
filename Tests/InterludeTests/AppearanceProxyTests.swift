import Foundation
import Testing
@testable import InterludeUIKit

/// Appearance proxies (`UIAppearance`): values given to instances as they enter a window, values
/// set on an instance winning, the most specific proxy winning, containment. The rules are
/// Apple's `UIAppearance` page ("iOS applies appearance changes when a view enters a window") and
/// `appearance(whenContainedInInstancesOf:)` ("in ascending hierarchical order"). Every test uses
/// classes of its own so that no other test sees its proxies, and forgets them at the end.
@MainActor
@Suite("Appearance proxies")
struct AppearanceProxyTests {
    private class Badge: UIView {}
    private final class RoundBadge: Badge {}
    private final class ThemedBar: UINavigationBar {}
    private final class ThemedItem: UIBarButtonItem {}
    private final class Screen: UIViewController {}
    private final class Tagged: UIView {
        var accent: UIColor?
    }

    @Test("A view takes the proxy's values when it enters a window, not before and not while it stays")
    func entersWindow() {
        defer { AppearanceRegistry.shared.removeAll() }
        let window = makeWindow()
        let early = Badge(frame: .zero)
        window.addSubview(early)
        Badge.appearance().backgroundColor = .systemRed
        #expect(early.backgroundColor == nil, "already in a window")
        let badge = Badge(frame: .zero)
        #expect(badge.backgroundColor == nil)
        window.addSubview(badge)
        #expect(badge.backgroundColor == .systemRed)
        early.removeFromSuperview()
        window.addSubview(early)
        #expect(early.backgroundColor == .systemRed, "removed and put back")
        #expect(Badge.appearance().backgroundColor == .systemRed && Badge.appearance().tintColor == nil)
    }

    @Test("A value the instance set itself wins; a subclass's proxy wins over its superclass's")
    func explicitAndSpecific() {
        defer { AppearanceRegistry.shared.removeAll() }
        Badge.appearance().tintColor = .systemRed
        RoundBadge.appearance().tintColor = .systemGreen
        let window = makeWindow()
        let own = Badge(frame: .zero)
        own.tintColor = .systemBlue
        let round = RoundBadge(frame: .zero), plain = Badge(frame: .zero)
        for view in [own, round, plain] { window.addSubview(view) }
        #expect(own.tintColor == .systemBlue && round.tintColor == .systemGreen && plain.tintColor == .systemRed)
    }

    @Test("A class's own defaults do not count as set by the instance: the proxy still applies")
    func classDefaults() {
        defer { AppearanceRegistry.shared.removeAll() }
        final class Feed: UITableView {}
        Feed.appearance().backgroundColor = .systemYellow
        let feed = Feed(frame: .zero, style: .plain)
        #expect(feed.backgroundColor == .systemBackground)
        makeWindow().addSubview(feed)
        #expect(feed.backgroundColor == .systemYellow)
    }

    @Test("A proxy for traits applies to views with those traits, and again when their traits change")
    func traits() {
        defer { AppearanceRegistry.shared.removeAll() }
        Badge.appearance().backgroundColor = .systemBlue
        Badge.appearance(for: UITraitCollection(verticalSizeClass: .compact)).backgroundColor = .systemRed
        let window = makeWindow(width: 390, height: 844)
        let badge = Badge(frame: .zero)
        window.addSubview(badge)
        #expect(badge.backgroundColor == .systemBlue)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.advance(by: 0)
        #expect(badge.traitCollection.verticalSizeClass == .compact)
        #expect(badge.backgroundColor == .systemRed)
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.advance(by: 0)
        #expect(badge.backgroundColor == .systemBlue)
    }

    @Test("A contained proxy applies inside its containers only, over the plain proxy")
    func containment() {
        defer { AppearanceRegistry.shared.removeAll() }
        Badge.appearance().backgroundColor = .systemGray
        Badge.appearance(whenContainedInInstancesOf: [Screen.self]).backgroundColor = .systemOrange
        Badge.appearance(whenContainedInInstancesOf: [Badge.self, UINavigationController.self]).backgroundColor = .systemPink
        let screen = Screen(), other = UIViewController()
        let navigation = UINavigationController(rootViewController: screen)
        let window = makeWindow(root: navigation)
        let inside = Badge(frame: .zero)
        screen.view.addSubview(inside)
        let nested = Badge(frame: .zero)
        inside.addSubview(nested)
        #expect(inside.backgroundColor == .systemOrange)
        #expect(nested.backgroundColor == .systemPink, "a badge in a badge in a navigation controller")
        navigation.pushViewController(other, animated: false)
        let outside = Badge(frame: .zero)
        other.view.addSubview(outside)
        #expect(outside.backgroundColor == .systemGray)
        withExtendedLifetime(window) {}
    }

    @Test("Bar properties and appearance methods reach bars and their items; an item's own attributes win")
    func barsAndItems() {
        defer { AppearanceRegistry.shared.removeAll() }
        let edge = UINavigationBarAppearance()
        edge.backgroundColor = .systemTeal
        ThemedBar.appearance().scrollEdgeAppearance = edge
        ThemedBar.appearance().barTintColor = .systemRed
        ThemedBar.appearance().setBackgroundImage(UIImage(), for: .compact)
        ThemedItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
        let bar = ThemedBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let item = UINavigationItem(title: "Themed")
        let themed = ThemedItem(title: "Save", style: .plain, target: nil, action: nil)
        let own = ThemedItem(title: "Edit", style: .plain, target: nil, action: nil)
        own.setTitleTextAttributes([.foregroundColor: UIColor.systemBlue], for: .normal)
        item.rightBarButtonItems = [themed, own]
        bar.items = [item]
        #expect(bar.barTintColor == nil)
        let window = makeWindow()
        window.addSubview(bar)
        #expect(bar.scrollEdgeAppearance?.backgroundColor == .systemTeal && bar.scrollEdgeAppearance !== edge)
        #expect(bar.standardAppearance.backgroundColor == UIColor.systemRed.withAlphaComponent(0.94))
        #expect(bar.backgroundImage(for: .compact) != nil)
        #expect(themed.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemRed)
        #expect(own.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemBlue)
    }

    @Test("An app's own property without UIKit's bookkeeping is set on every instance entering a window")
    func appProperty() {
        defer { AppearanceRegistry.shared.removeAll() }
        Tagged.appearance().accent = .systemPurple
        let tagged = Tagged(frame: .zero)
        makeWindow().addSubview(tagged)
        #expect(tagged.accent == .systemPurple)
    }
}
