// View+TextInput.swift: how a text field asks for text: the keyboard's layout, capitalization,
// autocorrection, the content's type and the return key's label, and what runs on return. They
// shape the keyboard, which a recording does not show, so they draw nothing (the return key is
// never pressed, so onSubmit's action never runs).

/// The keyboard's layout (UIKit's type, which SwiftUI code names through `import SwiftUI`).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a field's text is, for the keyboard's suggestions (UIKit's type).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let location = UITextContentType(rawValue: "location")
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    public static let middleName = UITextContentType(rawValue: "middleName")
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    public static let addressState = UITextContentType(rawValue: "addressState")
    public static let sublocality = UITextContentType(rawValue: "sublocality")
}

/// How the keyboard capitalizes what is typed.
public enum TextInputAutocapitalization: Sendable {
    case never, words, sentences, characters
}

/// How the keyboard capitalizes what is typed (UIKit's type, for `.autocapitalization(_:)`).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// The label of the keyboard's return key.
public enum SubmitLabel: Sendable {
    case done, go, send, join, route, search, `return`, next, `continue`
}

/// Which submissions an onSubmit action answers.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    public func textContentType(_ type: UITextContentType?) -> some View { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    public func submitLabel(_ label: SubmitLabel) -> some View { self }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    /// How a scroll dismisses the keyboard: a recording shows no keyboard to dismiss.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}

/// How scrolling dismisses the software keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
    private let kind: Int
    public static let automatic = ScrollDismissesKeyboardMode(kind: 0)
    public static let immediately = ScrollDismissesKeyboardMode(kind: 1)
    public static let interactively = ScrollDismissesKeyboardMode(kind: 2)
    public static let never = ScrollDismissesKeyboardMode(kind: 3)
}
