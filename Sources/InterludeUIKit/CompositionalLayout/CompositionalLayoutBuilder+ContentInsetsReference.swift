/// The collection view's insets that content insets references stand for, as a layout was
/// prepared with them: a change of any (the view's safe area or margins moved) lays it out again.
///
/// Each is measured in the content, past the scroll view's adjusted content inset: what that
/// inset already keeps clear does not count twice (Interlude's reading, after the flow layout's
/// `sectionInsetReference`, which Apple documents never to inset less than the content inset,
/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninsetreference-swift.property).
struct ReferenceInsets: Equatable {
    var safeArea: NSDirectionalEdgeInsets
    var layoutMargins: NSDirectionalEdgeInsets
    var readableContent: NSDirectionalEdgeInsets

    @MainActor
    init(of view: UIScrollView) {
        let adjusted = NSDirectionalEdgeInsets(
            view.adjustedContentInset, rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        func beyondAdjusted(_ reference: UIContentInsetsReference) -> NSDirectionalEdgeInsets {
            let insets = reference.insets(of: view)
            return NSDirectionalEdgeInsets(
                top: max(0, insets.top - adjusted.top), leading: max(0, insets.leading - adjusted.leading),
                bottom: max(0, insets.bottom - adjusted.bottom), trailing: max(0, insets.trailing - adjusted.trailing))
        }
        safeArea = beyondAdjusted(.safeArea)
        layoutMargins = beyondAdjusted(.layoutMargins)
        readableContent = beyondAdjusted(.readableContent)
    }

    /// The insets of a resolved reference.
    subscript(reference: UIContentInsetsReference) -> NSDirectionalEdgeInsets {
        switch reference {
        case .none: .zero
        case .automatic, .safeArea: safeArea
        case .layoutMargins: layoutMargins
        case .readableContent: readableContent
        }
    }
}

/// Content insets references (iOS 14): the span across the scrolling axis each reference leaves
/// of the collection view, which sections' content insets, headers and footers are measured in,
/// and the container a section provider is given.
///
/// Interlude's reading where Apple's pages say nothing: a reference insets across the layout
/// only (along it the adjusted content inset does that job); a section's backgrounds span its
/// reference's span, not the whole collection view; the layout's own headers and footers sit in
/// the configuration's reference.
extension CompositionalLayoutBuilder {
    /// A span across the scrolling axis: where it starts and how long it is.
    typealias Span = (start: CGFloat, length: CGFloat)

    /// The span `reference` (`.automatic` following the configuration's) leaves across the
    /// collection view.
    func span(of reference: UIContentInsetsReference) -> Span {
        let insets = axis.cross.insets(references[reference.resolved(fallback: layout.configuration.contentInsetsReference)])
        return (insets.before, max(0, axis.cross.length(bounds) - insets.before - insets.after))
    }

    /// The container a section provider is given: the collection view's size, inset across the
    /// scrolling axis by the configuration's reference.
    var sectionContainerInsets: NSDirectionalEdgeInsets {
        var insets = references[layout.configuration.contentInsetsReference.resolved(fallback: .safeArea)]
        if axis == .vertical { (insets.top, insets.bottom) = (0, 0) } else { (insets.leading, insets.trailing) = (0, 0) }
        return insets
    }

    /// Where `section`'s headers and footers sit across the scrolling axis: the span of its
    /// `supplementaryContentInsetsReference` when set; otherwise with its content (`content`)
    /// while `supplementariesFollowContentInsets`, else in the configuration's reference.
    func supplementarySpan(of section: NSCollectionLayoutSection, content: Span) -> Span {
        if section.supplementaryContentInsetsReference != .automatic {
            return span(of: section.supplementaryContentInsetsReference)
        }
        return section.supplementariesInset ? content : span(of: .automatic)
    }
}

extension UICollectionViewCompositionalLayout {
    /// Lays the items out again when the collection view's safe area, margins or readable
    /// width moved since the layout was prepared (the references measure from them).
    func invalidateIfReferenceInsetsMoved() {
        guard let collectionView, let prepared = solved.referenceInsets, prepared != ReferenceInsets(of: collectionView)
        else { return }
        invalidateLayout()
    }
}
