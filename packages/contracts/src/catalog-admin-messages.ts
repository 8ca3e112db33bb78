/** Back-office product editor: limits, defaults and texts (docs/admin-products.md). */
export const PRODUCT_MAX_IMAGES = 15
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024
export const PRODUCT_DEFAULT_COLOR = '#000000'
export const PRODUCT_FORM_DEFAULTS = {
  stock: 0,
  weight_grams: 0,
  low_stock_threshold: 10,
  gender: 'unisex',
} as const

export const ADMIN_PRODUCT_MESSAGES = {
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  saveError: (message: string) => `Error saving product: ${message}`,
  deleted: 'Product deleted successfully',
  archived: 'Product archived: it has orders',
  deleteFailed: 'Failed to delete product',
  loadFormFailed: 'Failed to load form data',
  loadFailed: 'Failed to load products',
  noProducts: 'No products found',
  addMaterialFailed: 'Failed to add material',
  tooManyImages: 'Maximum 15 images allowed',
  uploadFailed: 'Failed to upload image',
  uploaded: 'Image uploaded successfully',
  fileRequired: 'Please choose an image file',
  tooManyFiles: 'Please upload one image at a time',
  productNotFound: 'Product not found',
  nameRequired: 'Name is required',
  priceRequired: 'Price is required',
  priceMin: 'Price must be 0 or more',
  priceMax: 'Price must be at most $1,000,000.00',
  priceCents: 'Price can have at most 2 decimal places',
  colorCode: 'Colour code must be a hex colour such as #000000',
  percentage: 'Percentage must be a whole number from 0 to 100',
  imageUrl: 'Image URL must be an uploaded file or a web address',
  onePrimary: 'Only one image can be primary',
  duplicateSize: 'Each size can only be listed once',
  duplicateColor: 'Each colour can only be listed once',
  duplicateColorKey: 'Each colour needs its own key',
  duplicateMaterial: 'Each material can only be listed once',
  imageColor: "An image's colour must be one of the product's colours",
  categoryNotFound: 'Category not found',
  materialNotFound: 'Material not found',
  materialNameRequired: 'Material name is required',
  slugTaken: 'That slug was taken meanwhile, please save again',
} as const
