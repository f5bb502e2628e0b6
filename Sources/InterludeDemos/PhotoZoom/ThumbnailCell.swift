import Interlude

/// A cell of the photo-zoom grid: the thumbnail, filling the cell.
@MainActor
package final class ThumbnailCell: UICollectionViewCell {
    static let reuseIdentifier = "ThumbnailCell"

    /// The thumbnail; the zoom starts from (and ends on) its frame.
    package let imageView = UIImageView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) { return nil }

    package override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }
}
