/// The kind of software keyboard a text input asks for: UIKit's `UIKeyboardType`. Raw values
/// are UIKit's. Layercast's clients type with their own keyboards; the type travels with the
/// input so a client may pick its layout.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default` = 0
    /// Printable ASCII.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// URLs.
    case URL = 3
    /// Digits 0–9.
    case numberPad = 4
    /// A phone pad.
    case phonePad = 5
    /// A phone pad with names.
    case namePhonePad = 6
    /// E-mail addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// Twitter text.
    case twitter = 9
    /// Web search terms.
    case webSearch = 10
    /// ASCII digits.
    case asciiCapableNumberPad = 11
}

/// When a text input capitalises automatically: UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none = 0
    /// Each word.
    case words = 1
    /// Each sentence.
    case sentences = 2
    /// Every character.
    case allCharacters = 3
}

/// Whether a text input autocorrects: UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// No.
    case no = 1
    /// Yes.
    case yes = 2
}

/// Whether a text input checks spelling: UIKit's `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// No.
    case no = 1
    /// Yes.
    case yes = 2
}

/// The keyboard's appearance: UIKit's `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's.
    case `default` = 0
    /// Dark.
    case dark = 1
    /// Light.
    case light = 2
}

/// What a text input's content is, for the keyboard's suggestions: UIKit's
/// `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// Creates a content type.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// An e-mail address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")
}
