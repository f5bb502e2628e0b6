import Interlude

/// A cell of the photo browser's grid: the photo with rounded corners and its caption below.
public final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    /// Points below the photo for the caption: 4 of space and a 20-point line.
    static let captionSpace: CGFloat = 24

    /// The photo.
    public let imageView = UIImageView(frame: .zero)
    let caption = UILabel(text: "", size: 14, color: .darkGray)

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.layer.cornerRadius = 8
        imageView.clipsToBounds = true
        contentView.addSubview(imageView)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) { return nil }

    /// The photo fills the width above the caption.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let photoHeight = bounds.height - Self.captionSpace
        imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: photoHeight)
        caption.frame = CGRect(x: 0, y: photoHeight + 4, width: bounds.width, height: 20)
    }
}
