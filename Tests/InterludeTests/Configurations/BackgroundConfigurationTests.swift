import Testing
@testable import InterludeUIKit

// Source: UIKit's table constants for iOS (the UITableConstants_IOS background methods of a public
// decompilation of UIKitCore): a cell fills with its plain or grouped color, with the selected
// color while highlighted, selected or a drop target, with systemGray2 while highlighted as a
// drop target; a key sidebar selection fills with the tint, another with secondarySystemFill;
// headers and footers have no fill. Interlude's colors for the named table colors:
// systemBackground (plain), secondarySystemGroupedBackground (grouped), systemGray4 (selected).
@MainActor
@Suite("UIBackgroundConfiguration list styles")
struct BackgroundConfigurationTests {
    private func state(
        selected: Bool = false, highlighted: Bool = false, drop: UICellConfigurationState.DropState = .none
    ) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = selected
        state.isHighlighted = highlighted
        state.cellDropState = drop
        return state
    }

    @Test("cell fills per state")
    func cellFills() {
        let plain = UIBackgroundConfiguration.listPlainCell(), grouped = UIBackgroundConfiguration.listGroupedCell()
        #expect(plain.backgroundColor == .systemBackground)
        #expect(grouped.backgroundColor == .secondarySystemGroupedBackground)
        #expect(plain.updated(for: state(selected: true)).backgroundColor == .systemGray4)
        #expect(grouped.updated(for: state(highlighted: true)).backgroundColor == .systemGray4)
        #expect(plain.updated(for: state(drop: .targeted)).backgroundColor == .systemGray4)
        #expect(plain.updated(for: state(highlighted: true, drop: .targeted)).backgroundColor == .systemGray2)
        #expect(plain.updated(for: state(drop: .notTargeted)).backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listCell() == plain)
    }

    @Test("sidebar fills: the tint (nil) selected, secondarySystemFill beside a content column")
    func sidebarFills() {
        let sidebar = UIBackgroundConfiguration.listSidebarCell()
        #expect(sidebar.backgroundColor == .clear)
        let selected = sidebar.updated(for: state(selected: true))
        #expect(selected.backgroundColor == nil)
        #expect(selected.resolvedBackgroundColor(for: .systemBlue) == .systemBlue)
        var editing = state(selected: true)
        editing.isEditing = true
        #expect(sidebar.updated(for: editing).backgroundColor == .clear)
        #expect(
            UIBackgroundConfiguration.listAccompaniedSidebarCell().updated(for: state(selected: true)).backgroundColor
                == .secondarySystemFill)
    }

    @Test("headers, footers and clear() have no fill, whatever the state")
    func clearStyles() {
        for background in [
            UIBackgroundConfiguration.listPlainHeaderFooter(), .listGroupedHeaderFooter(), .listSidebarHeader(),
            .listHeader(), .listFooter(), .clear(),
        ] {
            #expect(background.backgroundColor == .clear)
            #expect(background.updated(for: state(selected: true)).backgroundColor == .clear)
            #expect(background.strokeWidth == 0 && background.cornerRadius == 0 && background.customView == nil)
        }
    }

    @Test("a color set by hand stays selected; a transformer still applies")
    func customizedColorStays() {
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .systemYellow
        let selected = background.updated(for: state(selected: true))
        #expect(selected.backgroundColor == .systemYellow)
        var transformed = UIBackgroundConfiguration.listPlainCell()
        transformed.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(
            transformed.updated(for: state(selected: true)).resolvedBackgroundColor(for: .systemBlue)
                == UIColor.systemGray4.withAlphaComponent(0.5))
    }

    @Test("the background's frame: insets, plus the margins on the chosen edges")
    func backgroundFrame() {
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .bottom]
        let margins = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
        #expect(
            BackgroundConfigurationView.frame(of: background, in: bounds, margins: margins, rightToLeft: false)
                == CGRect(x: 18, y: 1, width: 178, height: 36))
        #expect(
            BackgroundConfigurationView.frame(of: background, in: bounds, margins: margins, rightToLeft: true)
                == CGRect(x: 4, y: 1, width: 178, height: 36))
    }

    @Test("a cell's background view is placed by the configuration and draws its custom view")
    func cellBackgroundView() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        var background = UIBackgroundConfiguration.listGroupedCell()
        let custom = UIView(frame: .zero)
        background.customView = custom
        background.cornerRadius = 8
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()
        let view = cell.subviews.first as? BackgroundConfigurationView
        #expect(view?.frame == CGRect(x: 5, y: 5, width: 110, height: 50))
        view?.layoutIfNeeded()
        #expect(custom.superview === view && custom.frame == CGRect(x: 0, y: 0, width: 110, height: 50))
        #expect(custom.layer.cornerRadius == 8)
        cell.backgroundConfiguration = nil
        #expect(view?.superview == nil)
    }
}
